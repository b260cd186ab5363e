package org.ludoteca.cli;

import java.io.PrintWriter;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.cli.common.RootCommand;
import org.ludoteca.cli.engine.BoardCommand;
import org.ludoteca.cli.engine.DiagramCommand;
import org.ludoteca.cli.engine.FenCommand;
import org.ludoteca.cli.engine.GenerateCommand;
import org.ludoteca.cli.engine.MovesCommand;
import org.ludoteca.cli.engine.PerftCommand;
import org.ludoteca.cli.engine.PlayCommand;
import org.ludoteca.cli.pipeline.IngestCommand;
import org.ludoteca.cli.pipeline.PipelineCommand;
import org.ludoteca.cli.pipeline.ReportCommand;
import org.ludoteca.cli.pipeline.StatsCommand;
import org.ludoteca.cli.records.ReplayCommand;
import org.ludoteca.cli.records.ShowCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code ludoteca} command line. Each subcommand is a small class that reads its arguments,
 * calls {@code core} and prints; exit codes: 0 success, 1 an unexpected failure, 2 bad input
 * (a malformed argument or an unusable option, named in a one-line {@code error:} message).
 */
@Command(
    name = "ludoteca",
    mixinStandardHelpOptions = true,
    versionProvider = Ludoteca.Version.class,
    description = {
        "Rules engines, notations and a Spark pipeline for corpora of recorded "
            + "board games: Rithmomachia, Chess960 and chess, and the six games of E. Zamora.",
        "",
        "Start with 'ludoteca pipeline' (the sample corpora in data/ into out/ and "
            + "notebooks-export/), or 'ludoteca replay FILE' to check a file without Spark.",
        "",
        "Run 'ludoteca <command> --help' for the options and examples of a command."
    },
    subcommands = {
        FenCommand.class,
        MovesCommand.class,
        PlayCommand.class,
        PerftCommand.class,
        GenerateCommand.class,
        ReplayCommand.class,
        DiagramCommand.class,
        ShowCommand.class,
        BoardCommand.class,
        IngestCommand.class,
        StatsCommand.class,
        ReportCommand.class,
        PipelineCommand.class,
        CommandLine.HelpCommand.class
    })
public final class Ludoteca implements Runnable, RootCommand {
  /** Exit code for bad input: a malformed argument, an unknown option, an unreadable file. */
  public static final int EXIT_BAD_INPUT = ExitCodes.BAD_INPUT;

  /** The width every help text is laid out in, whatever the terminal's. */
  static final int HELP_WIDTH = 80;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** Whether {@code err} is a terminal: the Spark commands' progress is then one line redrawn in place. */
  final boolean errIsTerminal;

  private Ludoteca(boolean errIsTerminal) {
    this.errIsTerminal = errIsTerminal;
  }

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), Terminal.stderr()));
  }

  /** Runs the command line with the given streams and returns the exit code; used by tests. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    return run(args, out, err, false);
  }

  /** The command line, its help laid out in {@value #HELP_WIDTH} columns; {@code err} a terminal or not. */
  static CommandLine commandLine(boolean errIsTerminal) {
    CommandLine cli = new CommandLine(new Ludoteca(errIsTerminal));
    cli.setUsageHelpAutoWidth(false);
    cli.setUsageHelpWidth(HELP_WIDTH);
    headings(cli);
    return cli;
  }

  /**
   * Every help's sections after a blank line, under a heading of their own; the examples are the
   * footers. picocli's own help command keeps its layout.
   */
  private static void headings(CommandLine cli) {
    if (!(cli.getCommand() instanceof CommandLine.HelpCommand)) {
      CommandLine.Model.UsageMessageSpec usage = cli.getCommandSpec().usageMessage();
      usage.synopsisHeading(usage.header().length > 0 ? "%nUsage: " : "Usage: ").descriptionHeading("%n")
          .parameterListHeading("%nParameters:%n").optionListHeading("%nOptions:%n")
          .commandListHeading("%nCommands:%n");
    }
    cli.getSubcommands().values().forEach(Ludoteca::headings);
  }

  private static int run(String[] args, PrintWriter out, PrintWriter err, boolean errIsTerminal) {
    CommandLine cli = commandLine(errIsTerminal);
    cli.setOut(out);
    cli.setErr(err);
    // picocli would let a top-level --help win over an unknown command; scripts probe commands
    // with '<command> --help', so an unknown command must fail.
    if (args.length > 0 && !args[0].startsWith("-") && !cli.getSubcommands().containsKey(args[0])) {
      err.println("error: unknown command '" + args[0] + "'; commands: "
          + String.join(", ", cli.getSubcommands().keySet()));
      err.flush();
      return EXIT_BAD_INPUT;
    }
    cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      commandLine.getErr().println("error: " + failure(ex));
      return ExitCodes.FAILURE;
    });
    int code;
    try {
      code = cli.execute(args);
    } catch (OutOfMemoryError e) {
      // picocli hands errors on; a stack trace after an hour's run would not say what to do
      try {
        err.println("error: " + outOfMemory(e, Runtime.getRuntime().maxMemory()));
      } catch (OutOfMemoryError again) { // the heap still full: the constant line at least
        err.println("error: out of memory; give the Java heap more with LUDOTECA_JAVA_OPTS=-Xmx...");
      }
      code = ExitCodes.FAILURE;
    }
    out.flush();
    err.flush();
    return code;
  }

  /**
   * The line for a run that ran out of its Java heap ({@code maxHeap} bytes): what, and how to give
   * the next run more (twice as much); a pipeline's committed ingest is kept, so the same command
   * again does only what was left.
   */
  static String outOfMemory(OutOfMemoryError e, long maxHeap) {
    long mib = maxHeap / (1024 * 1024);
    long nextGib = Math.max(1, (2 * maxHeap + (1L << 30) - 1) >> 30);
    return "out of memory (" + (e.getMessage() == null ? "no message" : e.getMessage()) + ") with a Java heap of "
        + mib + " MiB; give it more, e.g. LUDOTECA_JAVA_OPTS=-Xmx" + nextGib + "g, and run the same command again"
        + " (a pipeline keeps what its ingest committed)";
  }

  /**
   * A failure's message, followed by the I/O error under it when it does not say it already: a
   * full disk under Spark's "Task failed while writing rows to DIR".
   */
  static String failure(Throwable ex) {
    String message = ex.getMessage();
    Throwable io = null;
    Throwable t = ex.getCause();
    for (int depth = 0; t != null && depth < 32; depth++, t = t.getCause()) {
      if (t instanceof java.io.IOException) {
        io = t; // the deepest: the file system's own words
      }
    }
    if (io != null && io.getMessage() != null && (message == null || !message.contains(io.getMessage()))) {
      return message == null ? io.getMessage() : message + ": " + io.getMessage();
    }
    return message;
  }

  @Override
  public boolean errIsTerminal() {
    return errIsTerminal;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** The version from the jar manifest, or "development" when run from classes. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Ludoteca.class.getPackage().getImplementationVersion();
      return new String[] {"ludoteca " + (v == null ? "(development build)" : v)};
    }
  }
}
