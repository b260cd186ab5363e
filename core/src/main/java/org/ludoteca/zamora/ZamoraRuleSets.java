package org.ludoteca.zamora;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The registry of Zamora rule sets, read from the resource {@code presets.rules}.
 *
 * <p>The file is a list of sections {@code [name]}, each a list of {@code key = value} lines;
 * {@code extends = other} starts from an earlier section, otherwise from {@code spec}. Keys:
 * {@code golez-arc} ({@code block-2x5}|{@code wide-row}), {@code own-goals}, {@code
 * goals-to-win}, {@code consecutive-goals}, {@code pawn-fouls-straight}, {@code repetitions}.
 * Unknown keys and bad values are errors naming the line.
 */
public final class ZamoraRuleSets {
  /** The rule set used when nothing else is named. */
  public static final String DEFAULT = "spec";

  private ZamoraRuleSets() {}

  private static final class Presets {
    static final Map<String, ZamoraRules> MAP = load();
  }

  /** Every preset by name, in file order. */
  public static Map<String, ZamoraRules> presets() {
    return Presets.MAP;
  }

  /** The preset named {@code name}; the error lists the known names. */
  public static ZamoraRules byName(String name) {
    ZamoraRules r = Presets.MAP.get(name);
    if (r == null) {
      throw new IllegalArgumentException(
          "unknown Zamora rule set '" + name + "'; known: " + Presets.MAP.keySet());
    }
    return r;
  }

  private static Map<String, ZamoraRules> load() {
    try (InputStream in = ZamoraRuleSets.class.getResourceAsStream("presets.rules")) {
      if (in == null) {
        throw new IllegalStateException("resource presets.rules is missing from the classpath");
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      Map<String, Map<String, String>> raw = new LinkedHashMap<>();
      Map<String, String> cur = null;
      String line;
      int n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        line = line.strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        if (line.startsWith("[") && line.endsWith("]")) {
          String name = line.substring(1, line.length() - 1).strip();
          cur = new LinkedHashMap<>();
          if (raw.put(name, cur) != null) {
            throw new IllegalStateException("presets.rules:" + n + ": duplicate section " + name);
          }
          continue;
        }
        int eq = line.indexOf('=');
        if (cur == null || eq < 0) {
          throw new IllegalStateException("presets.rules:" + n + ": expected key = value");
        }
        cur.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
      }
      Map<String, ZamoraRules> out = new LinkedHashMap<>();
      for (var e : raw.entrySet()) {
        out.put(e.getKey(), build(e.getKey(), e.getValue(), raw));
      }
      return Collections.unmodifiableMap(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ZamoraRules build(
      String name, Map<String, String> section, Map<String, Map<String, String>> raw) {
    Map<String, String> v = new LinkedHashMap<>();
    v.put("golez-arc", "block-2x5");
    v.put("own-goals", "true");
    v.put("goals-to-win", "1");
    v.put("consecutive-goals", "false");
    v.put("pawn-fouls-straight", "true");
    v.put("repetitions", "3");
    String parent = section.get("extends");
    if (parent != null) {
      if (!raw.containsKey(parent)) {
        throw new IllegalStateException("presets.rules: [" + name + "] extends unknown " + parent);
      }
      v.putAll(raw.get(parent));
      v.remove("extends");
    }
    for (var e : section.entrySet()) {
      if (!e.getKey().equals("extends") && !v.containsKey(e.getKey())) {
        throw new IllegalStateException("presets.rules: [" + name + "] unknown key " + e.getKey());
      }
      if (!e.getKey().equals("extends")) {
        v.put(e.getKey(), e.getValue());
      }
    }
    return new ZamoraRules(
        name,
        ZamoraRules.GolezArc.valueOf(v.get("golez-arc").toUpperCase(Locale.ROOT).replace('-', '_')),
        bool(name, "own-goals", v),
        Integer.parseInt(v.get("goals-to-win")),
        bool(name, "consecutive-goals", v),
        bool(name, "pawn-fouls-straight", v),
        Integer.parseInt(v.get("repetitions")));
  }

  private static boolean bool(String name, String key, Map<String, String> v) {
    String s = v.get(key);
    if (!s.equals("true") && !s.equals("false")) {
      throw new IllegalStateException(
          "presets.rules: [" + name + "] " + key + " must be true or false, was " + s);
    }
    return Boolean.parseBoolean(s);
  }
}
