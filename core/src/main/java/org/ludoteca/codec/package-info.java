/** What the compact position codecs of every game share: the frame's checksum, bit reading and writing. */
package org.ludoteca.codec;
