package org.ludoteca.record;

/**
 * Receives the parts of each record in file order; every hook is a no-op by default, so a visitor
 * overrides only what it needs. The one protocol of every reader (as python-chess's {@code
 * BaseVisitor}): each format's {@link RecordSource} pushes records through it, the line-based
 * parsers as they read, the byte-level PGN reader ({@link FastPgnReader}) once a record is read
 * whole; {@link RecordReader} pulls records by taking them from {@link #endRecord} and {@link
 * #rejected}, and {@link RecordReader#accept} hands every hook to a caller's visitor.
 *
 * <p>For each record the reader calls {@link #beginRecord}, then {@link #tag} per tag, {@link
 * #endTags}, then {@link #move} and {@link #comment} in movetext order, {@link #result}, and last
 * either {@link #endRecord} or {@link #rejected}. A record rejected early (a bad tag line, say)
 * gets {@code beginRecord}, the hooks reached so far, then {@code rejected}. Comments and moves
 * inside variations are not delivered.
 *
 * <p>Returning {@link Flow#SKIP} from {@code beginRecord} or {@code endTags} skips the rest of
 * that record: the reader still finds where it ends, but builds no tokens, delivers nothing more
 * for it and calls neither {@code endRecord} nor {@code rejected}. A headers-only scan is a
 * visitor whose {@code endTags} returns {@code SKIP}:
 *
 * <pre>{@code
 * List<String> events = new ArrayList<>();
 * reader.accept(new RecordVisitor() {
 *   public void tag(String name, String value) { if (name.equals("Event")) events.add(value); }
 *   public Flow endTags() { return Flow.SKIP; }
 * });
 * }</pre>
 */
public interface RecordVisitor {

  /** Whether to read on into the current record. */
  enum Flow {
    /** Deliver the rest of the record. */
    CONTINUE,
    /** Ignore the rest of the record and go on with the next. */
    SKIP
  }

  /**
   * Whether this visitor wants {@link #comment} called: a reader may then read more slowly (PGN:
   * the line-based parser, not the byte-level one, which keeps no comment text). The default: yes.
   */
  default boolean comments() {
    return true;
  }

  /** Called when a record starts, with its source, byte offset and 1-based line. */
  default Flow beginRecord(String source, long offset, long line) {
    return Flow.CONTINUE;
  }

  /** Called for each tag, in file order, with the value unescaped. */
  default void tag(String name, String value) {}

  /** Called after the last tag, before the first move (also when a record has no tags). */
  default Flow endTags() {
    return Flow.CONTINUE;
  }

  /** Called for each mainline move token, with move numbers, NAGs and glyphs removed. */
  default void move(String token) {}

  /** Called for each mainline comment, without its braces or leading semicolon. */
  default void comment(String text) {}

  /** Called with the record's result token, when it has one. */
  default void result(String token) {}

  /** Called when a record has been read completely. */
  default void endRecord(GameRecord record) {}

  /** Called when a record could not be read; the reader has already moved past it. */
  default void rejected(RejectedRecord rejected) {}
}
