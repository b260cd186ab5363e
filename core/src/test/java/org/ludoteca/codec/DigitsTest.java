package org.ludoteca.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

class DigitsTest {
  @Test
  void parse_rangeOfDigits_readsTheNumberBetweenOtherCharacters() {
    assertEquals(180, Digits.parse("180+2", 0, 3));
    assertEquals(2, Digits.parse("180+2", 4, 5));
    assertEquals(7, Digits.parse("2021.07.31", 5, 7));
    assertEquals(999_999_999, Digits.parse("x999999999", 1, 10));
    assertEquals(0, Digits.parse(new StringBuilder("a0"), 1, 2));
  }

  @Test
  void parse_emptyTooLongOrNotDigits_minusOne() {
    assertEquals(-1, Digits.parse("12", 1, 1));
    assertEquals(-1, Digits.parse("1234567890", 0, 10));
    assertEquals(-1, Digits.parse("-5", 0, 2));
    assertEquals(-1, Digits.parse("+5", 0, 2));
    assertEquals(-1, Digits.parse("1 5", 0, 3));
    assertEquals(-1, Digits.parse("2021.??.31", 5, 7));
    assertEquals(-1, Digits.parse("١٢", 0, 2)); // Arabic-Indic digits are not ASCII digits
  }

  @Test
  void parse_rangeOutsideTheText_throws() {
    assertThrows(IndexOutOfBoundsException.class, () -> Digits.parse("12", 1, 3));
  }

  @Test
  void parse_randomDigitStrings_agreesWithParseInt() {
    Random random = new Random(3);
    for (int k = 0; k < 10_000; k++) {
      int length = 1 + random.nextInt(Digits.MAX);
      StringBuilder s = new StringBuilder("#");
      for (int i = 0; i < length; i++) {
        s.append((char) ('0' + random.nextInt(10)));
      }
      s.append('#');
      assertEquals(Integer.parseInt(s.substring(1, length + 1)), Digits.parse(s, 1, length + 1), s::toString);
    }
  }
}
