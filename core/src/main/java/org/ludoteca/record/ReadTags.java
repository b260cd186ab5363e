package org.ludoteca.record;

import java.util.LinkedHashMap;

/**
 * The tags {@link FastPgnReader} built for one record and hands to its {@link GameRecord}, which
 * keeps them behind an unmodifiable view instead of copying them: no one else holds this map (the
 * class cannot be made outside this package, and the record hands out only the view).
 */
final class ReadTags extends LinkedHashMap<String, String> {
  private static final long serialVersionUID = 1L;

  ReadTags() {
    super(64);
  }
}
