package org.ludoteca.diagram;

import java.util.Locale;

/**
 * A small writer of standalone SVG documents: elements with attributes, escaped text, numbers
 * written short. The document opens with a {@code <title>} and a {@code <desc>}, which screen
 * readers announce, and is {@code role="img"}. No id is written, so that many drawings can sit
 * inline in one HTML page.
 *
 * <pre>{@code
 * Svg svg = new Svg(100, 50, "A board", "An empty board.");
 * svg.element("rect", "x", 0, "y", 0, "width", 100, "height", 50, "fill", Palette.LIGHT_SQUARE);
 * String text = svg.finish();
 * }</pre>
 */
public final class Svg {
  private final StringBuilder sb = new StringBuilder(4096);
  private boolean finished;

  /**
   * Starts a document of {@code width} × {@code height} user units.
   *
   * @param title the drawing's short name (its accessible name)
   * @param description what it shows, for readers who cannot see it
   */
  public Svg(double width, double height, String title, String description) {
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 ").append(num(width))
        .append(' ').append(num(height)).append("\" width=\"").append(num(width)).append("\" height=\"")
        .append(num(height)).append("\" font-family=\"").append(escape(Palette.FONT)).append("\">")
        .append("<title>").append(escape(title)).append("</title>")
        .append("<desc>").append(escape(description)).append("</desc>");
  }

  /** An empty element {@code <name a="v" .../>}; attributes come as name, value pairs. */
  public Svg element(String name, Object... attributes) {
    start(name, attributes);
    sb.append("/>");
    return this;
  }

  /** Opens {@code <name ...>}; close it with {@link #close}. */
  public Svg open(String name, Object... attributes) {
    start(name, attributes);
    sb.append('>');
    return this;
  }

  /** Closes an element opened with {@link #open}. */
  public Svg close(String name) {
    sb.append("</").append(name).append('>');
    return this;
  }

  /** A {@code <text>} element holding {@code text}, escaped. */
  public Svg text(String text, Object... attributes) {
    open("text", attributes);
    sb.append(escape(text));
    return close("text");
  }

  /** A {@code <title>} child for the element just opened: the tooltip of a piece. */
  public Svg tooltip(String text) {
    sb.append("<title>").append(escape(text)).append("</title>");
    return this;
  }

  /** The document, closed; the writer takes nothing more. */
  public String finish() {
    if (!finished) {
      sb.append("</svg>");
      finished = true;
    }
    return sb.toString();
  }

  private void start(String name, Object... attributes) {
    if (finished) {
      throw new IllegalStateException("the document is finished");
    }
    if (attributes.length % 2 != 0) {
      throw new IllegalArgumentException("attributes come in name, value pairs");
    }
    sb.append('<').append(name);
    for (int i = 0; i < attributes.length; i += 2) {
      Object v = attributes[i + 1];
      String value = v instanceof Double d ? num(d) : v instanceof Float f ? num(f) : String.valueOf(v);
      sb.append(' ').append(attributes[i]).append("=\"").append(escape(value)).append('"');
    }
  }

  /**
   * A number with at most two decimals and no trailing zeros: {@code 12}, {@code 12.5}; rounded
   * as {@code String.format("%.2f")} rounds (half up, on the shortest decimal digits of {@code v}),
   * but by hand: a drawing writes thousands of numbers, and the formatter is slow, in the browser
   * most of all.
   */
  public static String num(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    String digits = Double.toString(v);
    int dot = digits.indexOf('.');
    if (dot < 0 || digits.indexOf('E') >= 0 || dot > 15) {
      return formatted(v); // beyond 10^7 or below 10^-3: Double.toString writes an exponent
    }
    boolean negative = digits.charAt(0) == '-';
    long cents = 0;
    for (int i = negative ? 1 : 0; i < dot; i++) {
      cents = cents * 10 + (digits.charAt(i) - '0');
    }
    for (int i = dot + 1; i <= dot + 2; i++) {
      cents = cents * 10 + (i < digits.length() ? digits.charAt(i) - '0' : 0);
    }
    if (dot + 3 < digits.length() && digits.charAt(dot + 3) >= '5') {
      cents++;
    }
    StringBuilder s = new StringBuilder(12);
    if (negative) {
      s.append('-');
    }
    s.append(cents / 100);
    int fraction = (int) (cents % 100);
    if (fraction != 0) {
      s.append('.').append((char) ('0' + fraction / 10));
      if (fraction % 10 != 0) {
        s.append((char) ('0' + fraction % 10));
      }
    }
    return s.toString();
  }

  private static String formatted(double v) {
    String s = String.format(Locale.ROOT, "%.2f", v);
    while (s.endsWith("0")) {
      s = s.substring(0, s.length() - 1);
    }
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  /** Text escaped for XML content and attribute values. */
  public static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&': out.append("&amp;"); break;
        case '<': out.append("&lt;"); break;
        case '>': out.append("&gt;"); break;
        case '"': out.append("&quot;"); break;
        case '\'': out.append("&#39;"); break;
        default:
          // characters XML 1.0 does not allow are dropped rather than written
          if (c >= 0x20 || c == '\n' || c == '\t') {
            out.append(c);
          }
      }
    }
    return out.toString();
  }
}
