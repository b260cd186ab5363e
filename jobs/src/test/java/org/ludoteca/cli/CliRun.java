package org.ludoteca.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** One run of the command line in this JVM: its exit code and what it printed on each stream. */
public record CliRun(int exit, String out, String err) {

  /** Runs {@code ludoteca args...} and captures both streams. */
  public static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new CliRun(exit, out.toString(), err.toString());
  }

  public List<String> lines() {
    return out.lines().toList();
  }

  /** The last line printed on stdout, or "" when there is none. */
  public String last() {
    List<String> l = lines();
    return l.isEmpty() ? "" : l.get(l.size() - 1);
  }
}
