/** What the compact position codecs of every game share: the frame's checksum. */
package org.ludoteca.codec;
