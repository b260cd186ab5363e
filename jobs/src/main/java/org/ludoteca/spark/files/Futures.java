package org.ludoteca.spark.files;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;

/** Work started on a thread of its own, and waiting for it as if it had run on this one. */
public final class Futures {
  private Futures() {}

  /**
   * Starts {@code work} on a new daemon thread named {@code name} (a daemon never holds the JVM
   * up) and returns its task: {@link #get} waits for it, {@link FutureTask#cancel} interrupts it.
   */
  public static <T> FutureTask<T> startDaemon(String name, Callable<T> work) {
    FutureTask<T> task = new FutureTask<>(work);
    Thread t = new Thread(task, name);
    t.setDaemon(true);
    t.start();
    return task;
  }

  /**
   * The value of {@code f}, waiting for it; the task's own exception when it failed (an {@link
   * IOException}, unchecked exception or error as it is, anything else wrapped), and an {@link
   * InterruptedIOException} naming {@code what} when this thread is interrupted while it waits.
   */
  public static <T> T get(Future<T> f, String what) throws IOException {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while " + what);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }
}
