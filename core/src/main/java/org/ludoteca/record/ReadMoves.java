package org.ludoteca.record;

import java.io.Serializable;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The move tokens {@link FastPgnReader} read for one record, with the same tokens joined by single
 * spaces, built from the bytes as they were read (the pipeline writes that string as {@code
 * movetext}, so it is not joined a second time). {@link GameRecord} keeps the list as it is
 * instead of copying it: it is immutable (the array is this object's own; the list methods that
 * would change it throw) and the class cannot be made outside this package.
 */
final class ReadMoves extends AbstractList<String> implements RandomAccess, Serializable {
  private static final long serialVersionUID = 1L;

  private final String[] tokens;
  private final String joined;
  private final boolean splitsBack;

  /**
   * @param joined the tokens joined by single spaces
   * @param splitsBack whether {@code joined} split at single spaces gives back the tokens: none
   *     empty, none holding a space
   */
  ReadMoves(String[] tokens, String joined, boolean splitsBack) {
    this.tokens = tokens;
    this.joined = joined;
    this.splitsBack = splitsBack;
  }

  @Override
  public String get(int index) {
    return tokens[index];
  }

  @Override
  public int size() {
    return tokens.length;
  }

  /** The tokens joined by single spaces. */
  String joined() {
    return joined;
  }

  /** Whether {@link #joined} split at single spaces gives back the tokens, as the reader found while reading them. */
  boolean splitsBack() {
    return splitsBack;
  }
}
