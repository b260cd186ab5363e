package org.ludoteca.replay;

import org.ludoteca.game.Verdict;

/**
 * Counts of replayed records by verdict; {@code read == valid + illegal + mismatch + rejected}
 * always holds, a reader rejection and an {@link Verdict#UNREADABLE} game both counting as
 * rejected. Immutable; {@link #plus} merges counts from several files or partitions.
 */
public record ReplaySummary(long read, long valid, long illegal, long mismatch, long rejected)
    implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  /** The summary of nothing. */
  public static final ReplaySummary EMPTY = new ReplaySummary(0, 0, 0, 0, 0);

  /** @throws IllegalArgumentException if a count is negative or the counts do not add up to {@code read} */
  public ReplaySummary {
    if (valid < 0 || illegal < 0 || mismatch < 0 || rejected < 0 || read != valid + illegal + mismatch + rejected) {
      throw new IllegalArgumentException("counts do not reconcile: read " + read + ", valid " + valid
          + ", illegal " + illegal + ", mismatch " + mismatch + ", rejected " + rejected);
    }
  }

  /** This summary with one more record of the given verdict. */
  public ReplaySummary plus(Verdict v) {
    return new ReplaySummary(read + 1,
        valid + (v == Verdict.VALID ? 1 : 0),
        illegal + (v == Verdict.ILLEGAL ? 1 : 0),
        mismatch + (v == Verdict.RESULT_MISMATCH ? 1 : 0),
        rejected + (v == Verdict.UNREADABLE ? 1 : 0));
  }

  /** The sum of two summaries. */
  public ReplaySummary plus(ReplaySummary o) {
    return new ReplaySummary(read + o.read, valid + o.valid, illegal + o.illegal, mismatch + o.mismatch,
        rejected + o.rejected);
  }

  /** {@code read 24, valid 20, illegal 1, mismatch 2, rejected 1}. */
  public String describe() {
    return "read " + read + ", valid " + valid + ", illegal " + illegal + ", mismatch " + mismatch
        + ", rejected " + rejected;
  }
}
