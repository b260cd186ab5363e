package org.ludoteca.rithmomachia.rulesets;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Termination;
import org.ludoteca.rithmomachia.RuleSet.AmbushOps;
import org.ludoteca.rithmomachia.RuleSet.AttackGeometry;
import org.ludoteca.rithmomachia.RuleSet.EruptionDistance;
import org.ludoteca.rithmomachia.RuleSet.EruptionLines;
import org.ludoteca.rithmomachia.RuleSet.EruptionPath;
import org.ludoteca.rithmomachia.RuleSet.Layout;
import org.ludoteca.rithmomachia.RuleSet.Movement;
import org.ludoteca.rithmomachia.RuleSet.ProperArrangement;
import org.ludoteca.rithmomachia.RuleSet.Siege;

/**
 * The registry of rule sets and the reader of rule-set files.
 *
 * <p>The presets live in the resource {@code presets.rules} beside this class. A file is a
 * list of sections:
 *
 * <pre>
 * # comment
 * [name]
 * extends = cvr          (optional: start from an earlier section instead of the defaults)
 * siege = surrounded     (one switch per line: key = value)
 * </pre>
 *
 * A section starts from the spec's defaults (those of {@code cvr}). Unknown keys, bad values,
 * duplicate keys or sections, and contradictory switches are errors naming the file, the line
 * and the key. Switch names and values are case-sensitive keys and lower-case values.
 */
public final class RuleSets {
  /** The rule set used when a record or a command names none. */
  public static final String DEFAULT = "cvr";
  private static final String PRESETS = "presets.rules";

  private RuleSets() {}

  /** Loaded on first use, after the key table below is initialised. */
  private static final class Presets {
    static final Map<String, RuleSet> MAP = loadPresets();
  }

  private static Map<String, RuleSet> loadPresets() {
    try (InputStream in = RuleSets.class.getResourceAsStream(PRESETS)) {
      if (in == null) {
        throw new IllegalStateException("resource " + PRESETS + " is missing from the classpath");
      }
      return parse(new InputStreamReader(in, StandardCharsets.UTF_8), PRESETS, Map.of());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (RuleSetException e) {
      throw new IllegalStateException("the built-in presets are broken: " + e.getMessage(), e);
    }
  }

  /** Every preset by name, in file order. */
  public static Map<String, RuleSet> presets() {
    return Presets.MAP;
  }

  /** The preset named {@code name}; the error lists the known names. */
  public static RuleSet named(String name) throws RuleSetException {
    RuleSet r = Presets.MAP.get(name);
    if (r == null) {
      throw new RuleSetException("unknown rule set '" + name + "'; known: " + String.join(", ", Presets.MAP.keySet()));
    }
    return r;
  }

  /** The default preset, {@code cvr}. */
  public static RuleSet defaultRules() {
    return Presets.MAP.get(DEFAULT);
  }

  /** Reads a user's rule-set file; its sections may extend the presets. */
  public static Map<String, RuleSet> load(Path file) throws RuleSetException {
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(r, file.toString(), Presets.MAP);
    } catch (IOException e) {
      throw new RuleSetException(file + ": cannot read: " + e.getMessage());
    }
  }

  /**
   * Reads rule sets from {@code reader}; {@code source} names it in errors, and sections may
   * extend {@code known} rule sets as well as earlier sections of the same file.
   */
  public static Map<String, RuleSet> parse(Reader reader, String source, Map<String, RuleSet> known)
      throws RuleSetException {
    Map<String, RuleSet> out = new LinkedHashMap<>();
    BufferedReader in = new BufferedReader(reader);
    Builder current = null;
    int lineNo = 0;
    try {
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        String where = source + ":" + lineNo;
        if (t.startsWith("[")) {
          if (!t.endsWith("]") || t.length() < 3) {
            throw new RuleSetException(where + ": a section header is [name]");
          }
          if (current != null) {
            out.put(current.name, current.build(out));
          }
          String name = t.substring(1, t.length() - 1).strip();
          if (!name.matches("[a-z0-9][a-z0-9_-]*")) {
            throw new RuleSetException(where + ": rule set name '" + name
                + "' must be lower-case letters, digits, '-' or '_'");
          }
          if (out.containsKey(name)) {
            throw new RuleSetException(where + ": rule set '" + name + "' is defined twice");
          }
          current = new Builder(name, where);
          continue;
        }
        int eq = t.indexOf('=');
        if (eq < 0) {
          throw new RuleSetException(where + ": expected 'key = value' or '[name]', found '" + t + "'");
        }
        if (current == null) {
          throw new RuleSetException(where + ": '" + t + "' stands before any [name] section");
        }
        String key = t.substring(0, eq).strip();
        String value = t.substring(eq + 1).strip();
        if (key.equals("extends")) {
          RuleSet base = out.containsKey(value) ? out.get(value) : known.get(value);
          if (base == null) {
            throw new RuleSetException(where + ": key 'extends': unknown rule set '" + value + "'; known: "
                + String.join(", ", concat(out.keySet(), known.keySet())));
          }
          current.extend(base, where);
        } else {
          current.set(key, value, where);
        }
      }
    } catch (IOException e) {
      throw new RuleSetException(source + ": cannot read: " + e.getMessage());
    }
    if (current != null) {
      out.put(current.name, current.build(out));
    }
    if (out.isEmpty()) {
      throw new RuleSetException(source + ": no rule set in file (a section starts with [name])");
    }
    return Collections.unmodifiableMap(out);
  }

  private static Set<String> concat(Set<String> a, Set<String> b) {
    Set<String> s = new java.util.LinkedHashSet<>(a);
    s.addAll(b);
    return s;
  }

  /** The keys of a section, their parsers, in documentation order. */
  private static final Map<String, BiConsumer<Values, String>> KEYS = new LinkedHashMap<>();

  static {
    KEYS.put("description", (v, s) -> v.description = s);
    KEYS.put("layout", (v, s) -> v.layout = choice(Layout.class, s));
    KEYS.put("firstMover", (v, s) -> v.firstMover = choice(Side.class, s));
    KEYS.put("movement", (v, s) -> v.movement = choice(Movement.class, s));
    KEYS.put("attackGeometry", (v, s) -> v.attackGeometry = choice(AttackGeometry.class, s));
    KEYS.put("equality", (v, s) -> v.equality = bool(s));
    KEYS.put("eruption", (v, s) -> v.eruption = bool(s));
    KEYS.put("eruptionLines", (v, s) -> v.eruptionLines = choice(EruptionLines.class, s));
    KEYS.put("eruptionDistance", (v, s) -> v.eruptionDistance = choice(EruptionDistance.class, s));
    KEYS.put("eruptionPath", (v, s) -> v.eruptionPath = choice(EruptionPath.class, s));
    KEYS.put("ambush", (v, s) -> v.ambush = bool(s));
    KEYS.put("ambushOps", (v, s) -> v.ambushOps = choice(AmbushOps.class, s));
    KEYS.put("siegeEnabled", (v, s) -> v.siegeEnabled = bool(s));
    KEYS.put("siege", (v, s) -> v.siege = choice(Siege.class, s));
    KEYS.put("victories", (v, s) -> v.victories = victories(s));
    KEYS.put("bodies", (v, s) -> v.bodies = positive(s));
    KEYS.put("goodsWhite", (v, s) -> v.goodsWhite = positive(s));
    KEYS.put("goodsBlack", (v, s) -> v.goodsBlack = positive(s));
    KEYS.put("liteDigits", (v, s) -> v.liteDigits = positive(s));
    KEYS.put("honorBodies", (v, s) -> v.honorBodies = positive(s));
    KEYS.put("pyramidFirst", (v, s) -> v.pyramidFirst = bool(s));
    KEYS.put("properArrangement", (v, s) -> v.properArrangement = choice(ProperArrangement.class, s));
  }

  /** The switch names a section may set, for help texts. */
  public static Set<String> keys() {
    return Collections.unmodifiableSet(KEYS.keySet());
  }

  private static <E extends Enum<E>> E choice(Class<E> type, String s) {
    for (E e : type.getEnumConstants()) {
      if (e.name().toLowerCase(Locale.ROOT).equals(s)) {
        return e;
      }
    }
    throw new IllegalArgumentException("'" + s + "' is not one of "
        + Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(Locale.ROOT))
            .collect(Collectors.joining(", ")));
  }

  private static boolean bool(String s) {
    switch (s) {
      case "on": case "true": case "yes": return true;
      case "off": case "false": case "no": return false;
      default: throw new IllegalArgumentException("'" + s + "' is not on/off (or true/false, yes/no)");
    }
  }

  private static int positive(String s) {
    if (!s.matches("[1-9][0-9]{0,8}")) {
      throw new IllegalArgumentException("'" + s + "' is not a whole number 1 or more");
    }
    return Integer.parseInt(s);
  }

  private static Set<Termination> victories(String s) {
    if (s.equals("all")) {
      EnumSet<Termination> all = EnumSet.allOf(Termination.class);
      all.remove(Termination.NO_LEGAL_MOVE);
      return all;
    }
    EnumSet<Termination> set = EnumSet.noneOf(Termination.class);
    if (s.equals("none")) {
      return set;
    }
    for (String part : s.split(",")) {
      String label = part.strip();
      Termination t = Termination.fromLabel(label).filter(Termination::isVictory).orElseThrow(() ->
          new IllegalArgumentException("'" + label + "' is not a victory; victories: all, none, or a list of "
              + Arrays.stream(Termination.values()).filter(Termination::isVictory).map(Termination::label)
                  .collect(Collectors.joining(", "))));
      set.add(t);
    }
    return set;
  }

  /** Mutable switch values while a section is read. */
  private static final class Values {
    String description = "";
    Layout layout = Layout.BACK;
    Side firstMover = Side.WHITE;
    Movement movement = Movement.FULKE;
    AttackGeometry attackGeometry = AttackGeometry.MARCHES;
    boolean equality = true;
    boolean ambush = true;
    AmbushOps ambushOps = AmbushOps.ADDSUB;
    boolean eruption = true;
    EruptionLines eruptionLines = EruptionLines.ALL8;
    EruptionDistance eruptionDistance = EruptionDistance.BETWEEN;
    EruptionPath eruptionPath = EruptionPath.CLEAR;
    boolean siegeEnabled = true;
    Siege siege = Siege.BLOCKED;
    Set<Termination> victories = victories("all");
    int bodies = 15;
    int goodsWhite = 1315;
    int goodsBlack = 984;
    int liteDigits = 24;
    int honorBodies = 10;
    boolean pyramidFirst = false;
    ProperArrangement properArrangement = ProperArrangement.LINE;

    void copy(RuleSet r) {
      description = r.description();
      layout = r.layout();
      firstMover = r.firstMover();
      movement = r.movement();
      attackGeometry = r.attackGeometry();
      equality = r.equality();
      ambush = r.ambush();
      ambushOps = r.ambushOps();
      eruption = r.eruption();
      eruptionLines = r.eruptionLines();
      eruptionDistance = r.eruptionDistance();
      eruptionPath = r.eruptionPath();
      siegeEnabled = r.siegeEnabled();
      siege = r.siege();
      victories = r.victories();
      bodies = r.bodies();
      goodsWhite = r.goodsWhite();
      goodsBlack = r.goodsBlack();
      liteDigits = r.liteDigits();
      honorBodies = r.honorBodies();
      pyramidFirst = r.pyramidFirst();
      properArrangement = r.properArrangement();
    }

    RuleSet build(String name) {
      return new RuleSet(name, description, layout, firstMover, movement, attackGeometry, equality, ambush,
          ambushOps, eruption, eruptionLines, eruptionDistance, eruptionPath, siegeEnabled, siege, victories,
          bodies, goodsWhite, goodsBlack, liteDigits, honorBodies, pyramidFirst, properArrangement);
    }
  }

  /** One section being read: its base and its lines, applied at the end so 'extends' may stand anywhere. */
  private static final class Builder {
    final String name;
    final String where;
    RuleSet base;
    final Map<String, String[]> lines = new LinkedHashMap<>();

    Builder(String name, String where) {
      this.name = name;
      this.where = where;
    }

    void extend(RuleSet base, String at) throws RuleSetException {
      if (this.base != null) {
        throw new RuleSetException(at + ": key 'extends' is set twice in section [" + name + "]");
      }
      this.base = base;
    }

    void set(String key, String value, String at) throws RuleSetException {
      if (!KEYS.containsKey(key)) {
        throw new RuleSetException(at + ": unknown key '" + key + "'; keys: extends, " + String.join(", ", KEYS.keySet()));
      }
      if (lines.putIfAbsent(key, new String[] {value, at}) != null) {
        throw new RuleSetException(at + ": key '" + key + "' is set twice in section [" + name + "]");
      }
    }

    RuleSet build(Map<String, RuleSet> earlier) throws RuleSetException {
      Values values = new Values();
      if (base != null) {
        values.copy(base);
      }
      for (Map.Entry<String, String[]> e : lines.entrySet()) {
        try {
          KEYS.get(e.getKey()).accept(values, e.getValue()[0]);
        } catch (IllegalArgumentException ex) {
          throw new RuleSetException(e.getValue()[1] + ": key '" + e.getKey() + "': " + ex.getMessage());
        }
      }
      try {
        return values.build(name);
      } catch (IllegalArgumentException e) {
        throw new RuleSetException(where + ": rule set [" + name + "]: " + e.getMessage());
      }
    }
  }
}
