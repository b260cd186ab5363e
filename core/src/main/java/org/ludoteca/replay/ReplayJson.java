package org.ludoteca.replay;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The JSON Lines of {@code ludoteca replay --json} (see {@code data/FORMAT.md} section 6): one
 * object per record with the keys of {@link #KEYS} in that order, nulls written as {@code null},
 * then one summary object. Deterministic; each line ends with {@code \n}.
 */
public final class ReplayJson {
  /** The keys of a record's object, in output order. */
  public static final List<String> KEYS = List.of("source", "offset", "game", "rules", "verdict", "error_ply",
      "error", "plies", "termination", "winner", "declared_result", "final_fen", "captures", "warnings");

  private static final JsonFactory JSON = new JsonFactory();

  private ReplayJson() {}

  /** The object of one record, as a line. */
  public static String line(ReplayResult r) {
    return write(g -> {
      g.writeStartObject();
      g.writeStringField("source", r.source());
      g.writeNumberField("offset", r.offset());
      g.writeStringField("game", r.game());
      g.writeStringField("rules", r.rules());
      g.writeStringField("verdict", r.verdict().label());
      g.writeNumberField("error_ply", r.errorPly());
      g.writeStringField("error", r.error());
      g.writeNumberField("plies", r.plies());
      g.writeStringField("termination", r.termination());
      g.writeStringField("winner", r.winner() == null ? null : r.winner().label());
      g.writeStringField("declared_result", r.declaredResult());
      g.writeStringField("final_fen", r.finalFen());
      g.writeObjectFieldStart("captures");
      for (Map.Entry<String, Integer> e : r.capturesByMethod().entrySet()) {
        g.writeNumberField(e.getKey(), e.getValue());
      }
      g.writeEndObject();
      g.writeArrayFieldStart("warnings");
      for (String w : r.warnings()) {
        g.writeString(w);
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /** The summary object, as a line: <code>{"summary": {"read": n, ...}}</code>. */
  public static String summary(ReplaySummary s) {
    return write(g -> {
      g.writeStartObject();
      g.writeObjectFieldStart("summary");
      g.writeNumberField("read", s.read());
      g.writeNumberField("valid", s.valid());
      g.writeNumberField("illegal", s.illegal());
      g.writeNumberField("mismatch", s.mismatch());
      g.writeNumberField("rejected", s.rejected());
      g.writeEndObject();
      g.writeEndObject();
    });
  }

  private interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  private static String write(Body body) {
    StringWriter s = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(s)) {
      body.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);   // a StringWriter does not fail
    }
    return s.append('\n').toString();
  }
}
