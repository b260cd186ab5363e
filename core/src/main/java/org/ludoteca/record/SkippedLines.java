package org.ludoteca.record;

/**
 * How many lines of text a reader skipped outside any record ({@code data/FORMAT.md} section 4,
 * "Text between records"), by kind: rest-of-line comments ({@code ;} first), escape lines ({@code %}
 * in the first column) and any other text before a tag section. Blank lines are not counted.
 * Values merge with {@link #plus}, as the slices of one file are added up.
 *
 * @param comments lines whose first non-blank character is {@code ;}
 * @param escapes lines starting {@code %}
 * @param other other lines of text that precede the next tag section (part of a line, after a
 *     result, counts as one)
 */
public record SkippedLines(long comments, long escapes, long other) implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  /** No line skipped. */
  public static final SkippedLines NONE = new SkippedLines(0, 0, 0);

  /**
   * @throws IllegalArgumentException if a count is negative
   */
  public SkippedLines {
    if (comments < 0 || escapes < 0 || other < 0) {
      throw new IllegalArgumentException("negative count: " + comments + ", " + escapes + ", " + other);
    }
  }

  /** The lines skipped in all. */
  public long total() {
    return comments + escapes + other;
  }

  /** These counts and {@code that}'s added up. */
  public SkippedLines plus(SkippedLines that) {
    return new SkippedLines(comments + that.comments, escapes + that.escapes, other + that.other);
  }

  /** Counts lines as a reader skips them; shared by the parsers of one stream. Not thread-safe. */
  static final class Counter {
    long comments;
    long escapes;
    long other;

    /** Counts a skipped line by its first non-blank character and whether it starts with {@code %}. */
    void count(boolean escape, int firstNonBlank) {
      if (escape) {
        escapes++;
      } else if (firstNonBlank == ';') {
        comments++;
      } else {
        other++;
      }
    }

    void clear() {
      comments = 0;
      escapes = 0;
      other = 0;
    }

    void add(Counter c) {
      comments += c.comments;
      escapes += c.escapes;
      other += c.other;
    }

    SkippedLines value() {
      return comments == 0 && escapes == 0 && other == 0 ? NONE : new SkippedLines(comments, escapes, other);
    }
  }

  /**
   * {@code skipped 3 lines between records in FILE: comments 2, escape lines 1, other 0}: what a
   * reader skipped in one file, as the ingest's summary and {@code ludoteca replay}'s say it.
   */
  public String describeIn(String file) {
    return "skipped " + total() + (total() == 1 ? " line" : " lines") + " between records in " + file
        + ": comments " + comments + ", escape lines " + escapes + ", other " + other;
  }
}
