package org.ludoteca.cli.engine;

import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.notation.FenSyntaxException;
import org.ludoteca.rithmomachia.notation.RithmoFen;

/** Reads a FEN argument of a command, turning its errors into one-line messages. */
final class PositionArgument {
  private PositionArgument() {}

  /** The position of a packet; the exception message is the line to print after {@code error: }. */
  static Position read(String packet) throws BadInputException {
    try {
      return Position.of(RithmoFen.parse(packet, RithmoFen.Mode.LENIENT));
    } catch (FenSyntaxException e) {
      throw new BadInputException("FEN " + e.error().describe());
    } catch (PositionException e) {
      throw new BadInputException("FEN position: " + e.getMessage());
    }
  }

  /** Bad input from the user: printed as {@code error: <message>}, exit 2. */
  static final class BadInputException extends Exception {
    private static final long serialVersionUID = 1L;

    BadInputException(String message) {
      super(message);
    }
  }
}
