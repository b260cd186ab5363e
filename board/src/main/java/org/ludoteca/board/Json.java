package org.ludoteca.board;

/** The little JSON the page's script reads: strings escaped, objects and arrays built by hand. */
final class Json {
  private Json() {}

  /** {@code s} as a JSON string, quotes included; {@code null} for null. */
  static String str(String s) {
    if (s == null) {
      return "null";
    }
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x2028 || c == 0x2029) {
            String hex = Integer.toHexString(c);
            b.append("\\u").append("0000".substring(hex.length())).append(hex);
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
