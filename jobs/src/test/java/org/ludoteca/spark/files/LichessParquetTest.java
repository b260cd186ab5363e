package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.junit.jupiter.api.Test;

/** A row of lichess's Parquet schema as the PGN record lichess writes for it. */
class LichessParquetTest {
  @Test
  void variantOfEvent_lichessEvents_theVariantTheyName() {
    assertEquals("Chess960", LichessParquet.variantOfEvent("Rated Chess960 game"));
    assertEquals("King of the Hill",
        LichessParquet.variantOfEvent("Casual King of the Hill tournament https://lichess.org/tournament/x"));
    assertEquals("Horde", LichessParquet.variantOfEvent("Horde simul https://lichess.org/simul/x"));
    assertNull(LichessParquet.variantOfEvent("Rated Blitz game"));
    assertNull(LichessParquet.variantOfEvent("Rated Bullet tournament https://lichess.org/tournament/x"));
    assertNull(LichessParquet.variantOfEvent("Chess960 Titled Arena")); // not lichess's own form: no guess
  }

  @Test
  void pgn_typedColumns_tagsAsLichessWritesThem() {
    MessageType schema = Types.buildMessage()
        .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("Event")
        .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("White")
        .optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType()).named("UTCDate")
        .optional(PrimitiveTypeName.INT32)
            .as(LogicalTypeAnnotation.timeType(false, LogicalTypeAnnotation.TimeUnit.MILLIS)).named("UTCTime")
        .optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(16, true)).named("WhiteElo")
        .optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(16, true)).named("WhiteRatingDiff")
        .optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(16, true)).named("BlackRatingDiff")
        .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("FEN")
        .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("movetext")
        .named("schema");
    Group row = new SimpleGroupFactory(schema).newGroup()
        .append("Event", "Rated Chess960 game").append("White", "a \"b\"")
        .append("UTCDate", 18901).append("UTCTime", 14_999).append("WhiteElo", 1703)
        .append("WhiteRatingDiff", 0).append("BlackRatingDiff", -6)
        .append("FEN", "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1").append("movetext", "1. g3 *");
    assertEquals("""
        [Event "Rated Chess960 game"]
        [White "a \\"b\\""]
        [UTCDate "2021.10.01"]
        [UTCTime "00:00:14"]
        [WhiteElo "1703"]
        [WhiteRatingDiff "+0"]
        [BlackRatingDiff "-6"]
        [Variant "Chess960"]
        [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]
        [SetUp "1"]

        1. g3 *
        """, LichessParquet.pgn(row, schema));
  }
}
