package org.ludoteca.spark;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.ludoteca.spark.files.OutDir;

/**
 * Where report CSVs go. {@link #format} turns rows into CSV text: a header, LF line ends, empty
 * cells for nulls, doubles rounded half-even to 6 decimals, and text cells starting with {@code
 * =}, {@code +}, {@code -} or {@code @} (or a tab or carriage return) prefixed with {@code '} so
 * that a spreadsheet shows them as text instead of running them as formulas.
 */
@FunctionalInterface
public interface CsvSink {
  /** Writes one report file named {@code name} (e.g. {@code victory_types.csv}). */
  void write(String name, String csv) throws IOException;

  /** The CSV text of a table: header then rows, in the order given. */
  static String format(List<String> header, List<List<Object>> rows) {
    StringWriter w = new StringWriter();
    try (CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
      p.printRecord(header.stream().map(CsvSink::text).toList());
      for (List<Object> row : rows) {
        p.printRecord(row.stream().map(CsvSink::cell).toList());
      }
    } catch (IOException e) {
      throw new IllegalStateException("writing to a string failed", e);
    }
    return w.toString();
  }

  /** One cell's text. */
  static String cell(Object v) {
    if (v == null) {
      return "";
    }
    if (v instanceof Double d) {
      if (d.isNaN() || d.isInfinite()) {
        return d.toString();
      }
      return new BigDecimal(d).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
    }
    if (v instanceof Number) {
      return v.toString();
    }
    return text(v.toString());
  }

  /** Text made safe from spreadsheet formula evaluation. */
  static String text(String s) {
    if (!s.isEmpty()) {
      char c = s.charAt(0);
      if (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r') {
        return "'" + s;
      }
    }
    return s;
  }

  /** A sink writing each file atomically into {@code out/reports} (a local path or a Hadoop URI). */
  static CsvSink toDirectory(String out, org.apache.hadoop.conf.Configuration conf) throws IOException {
    return reports(OutDir.of(out, conf));
  }

  /** A sink writing each file atomically into {@code DIR/reports}. */
  static CsvSink reports(OutDir dir) {
    return (name, csv) -> dir.writeAtomically(dir.path("reports", name), csv.getBytes(StandardCharsets.UTF_8));
  }
}
