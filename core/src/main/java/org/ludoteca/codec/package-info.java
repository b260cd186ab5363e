/**
 * What the compact position codecs of every game share (the frame's checksum, bit reading and
 * writing), and the reading of whole numbers from text without a substring ({@link
 * org.ludoteca.codec.Digits}) that tags and square names share.
 */
package org.ludoteca.codec;
