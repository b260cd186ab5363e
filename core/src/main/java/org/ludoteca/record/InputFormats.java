package org.ludoteca.record;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The input formats Ludoteca knows: the built-in {@link RecordFormat}s, then every {@link
 * InputFormat} named in a {@code META-INF/services/org.ludoteca.record.InputFormat} file on the
 * class path (a module that reads another format adds it there, and nowhere else). Finds a
 * format by name, by a file's name and by its first bytes.
 */
public final class InputFormats {
  private InputFormats() {}

  /** Found once: the built-ins, then the registered ones in class-path order. */
  private static final class All {
    static final List<InputFormat> FORMATS = load();

    private static List<InputFormat> load() {
      List<InputFormat> all = new ArrayList<>(RecordFormat.BUILT_IN);
      for (InputFormat f : ServiceLoader.load(InputFormat.class, InputFormats.class.getClassLoader())) {
        if (all.stream().noneMatch(g -> g.name().equals(f.name()))) {
          all.add(f);
        }
      }
      return List.copyOf(all);
    }
  }

  /** Every known format: those whose content is asked for first come first. */
  public static List<InputFormat> all() {
    return All.FORMATS;
  }

  /**
   * The format of this {@link InputFormat#name}.
   *
   * @throws IllegalArgumentException if there is none; the message lists the known names
   */
  public static InputFormat named(String name) {
    Objects.requireNonNull(name, "name");
    for (InputFormat f : all()) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalArgumentException("unknown input format '" + name + "'; known: "
        + String.join(", ", all().stream().map(InputFormat::name).toList()));
  }

  /** The file-name endings that name a format, of every format, in order, each once. */
  public static List<String> extensions() {
    LinkedHashSet<String> out = new LinkedHashSet<>();
    for (InputFormat f : all()) {
      out.addAll(f.extensions());
    }
    return List.copyOf(out);
  }

  /** The file-name endings of files that are inputs only when their content says so ({@link InputFormat#contentExtensions}). */
  public static List<String> contentExtensions() {
    LinkedHashSet<String> out = new LinkedHashSet<>();
    for (InputFormat f : all()) {
      out.addAll(f.contentExtensions());
    }
    return List.copyOf(out);
  }

  /**
   * A file's name, lower case, without a compression suffix ({@code .gz}, {@code .bz2}, {@code
   * .zst}): what the extensions are compared with.
   */
  public static String uncompressedName(String fileName) {
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".gz")) {
      return name.substring(0, name.length() - 3);
    }
    if (name.endsWith(".bz2") || name.endsWith(".zst")) {
      return name.substring(0, name.length() - 4);
    }
    return name;
  }

  /** The format whose {@link InputFormat#extensions} end this file's name ({@link #uncompressedName}), if any. */
  public static Optional<InputFormat> byName(String fileName) {
    return byName(fileName, all());
  }

  /**
   * For a file whose name ends with a {@link InputFormat#contentExtensions content extension}: the
   * format with that extension that recognizes its first bytes (decompressed), if any. Empty for
   * any other name.
   */
  public static Optional<InputFormat> byContentExtension(String fileName, byte[] head) {
    String name = uncompressedName(fileName);
    for (InputFormat f : all()) {
      for (String ext : f.contentExtensions()) {
        if (name.endsWith(ext) && f.recognizes(head)) {
          return Optional.of(f);
        }
      }
    }
    return Optional.empty();
  }

  /** The first format that {@link InputFormat#recognizes} these first bytes (decompressed), if any. */
  public static Optional<InputFormat> byContent(byte[] head) {
    return byContent(head, all());
  }

  /**
   * The format of a file: by its name's extension, else the first format that recognizes its first
   * bytes (decompressed), else {@link RecordFormat#FEN_LINES} (any other text is one position a
   * line).
   *
   * @throws NullPointerException if an argument is null
   */
  public static InputFormat detect(String fileName, byte[] head) {
    return detect(fileName, head, all());
  }

  static InputFormat detect(String fileName, byte[] head, List<InputFormat> among) {
    Objects.requireNonNull(fileName, "fileName");
    Objects.requireNonNull(head, "head");
    return byName(fileName, among).or(() -> byContent(head, among)).orElse(RecordFormat.FEN_LINES);
  }

  private static Optional<InputFormat> byName(String fileName, List<InputFormat> among) {
    String name = uncompressedName(fileName);
    for (InputFormat f : among) {
      for (String ext : f.extensions()) {
        if (name.endsWith(ext)) {
          return Optional.of(f);
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<InputFormat> byContent(byte[] head, List<InputFormat> among) {
    for (InputFormat f : among) {
      if (f.recognizes(head)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }
}
