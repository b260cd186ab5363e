package org.ludoteca.bench;

import java.nio.charset.StandardCharsets;

/**
 * Sizes of compact codes against the FEN text of the same positions, over a corpus: how many,
 * the sums and maxima of both, the FEN of the largest code and a histogram of code sizes (sizes
 * from the histogram's last slot up counted there). The corpus tools of both games tally alike.
 */
final class CodeSizeTally {
  long positions;
  long bytes;
  long fenBytes;
  int max;
  int fenMax;
  String maxFen;
  final long[] histogram;

  CodeSizeTally(int histogramSlots) {
    histogram = new long[histogramSlots];
  }

  /** Counts one position: its code and its FEN. */
  void add(byte[] code, String fen) {
    positions++;
    bytes += code.length;
    histogram[Math.min(code.length, histogram.length - 1)]++;
    int fenLength = fen.getBytes(StandardCharsets.UTF_8).length;
    fenBytes += fenLength;
    fenMax = Math.max(fenMax, fenLength);
    if (code.length > max) {
      max = code.length;
      maxFen = fen;
    }
  }

  double meanBytes() {
    return bytes / (double) positions;
  }

  double meanFenBytes() {
    return fenBytes / (double) positions;
  }

  /** The code bytes as a percentage of the FEN bytes. */
  double percentOfFen() {
    return 100.0 * bytes / fenBytes;
  }
}
