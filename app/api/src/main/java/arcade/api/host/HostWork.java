package arcade.api.host;

import javafx.concurrent.Task;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The host's work off the FX thread: the game being prepared (a later request replaces an earlier
 * one still running) and the computer's work for the game on the board, whose results are dropped
 * once the game has moved on (every change bumps the generation). Results arrive on the FX thread.
 */
final class HostWork {
    private final Executor executor;
    private final Runnable changed;
    private final List<Task<?>> running = new ArrayList<>();
    private long generation;
    private long preparing;  // the number of the game being prepared, 0 when none
    private long prepared;
    private String busyText = "";
    private boolean closed;

    /** {@code changed}: the chrome's flags are set again whenever work starts or ends. */
    HostWork(Executor executor, Runnable changed) {
        this.executor = executor;
        this.changed = changed;
    }

    /** The game moved on: results asked for before are dropped. */
    void moved() { generation++; }

    boolean isPreparing() { return preparing != 0; }
    boolean isRunning() { return !running.isEmpty(); }
    boolean isClosed() { return closed; }
    String busyText() { return busyText; }
    void clearBusyText() { busyText = ""; }

    /** Builds a game off the FX thread; only the latest request's result (or error) is handed on. */
    <T> void prepare(String text, Callable<T> work, Consumer<T> onReady, Consumer<Throwable> onError) {
        long number = ++prepared;
        preparing = number;
        cancel();
        busyText = text;
        changed.run();
        Task<T> task = task(work);
        task.setOnSucceeded(e -> { if (preparing == number && !closed) { preparing = 0; onReady.accept(task.getValue()); } });
        task.setOnFailed(e -> { if (preparing == number && !closed) { preparing = 0; changed.run(); onError.accept(task.getException()); } });
        executor.execute(task);
    }

    /** The computer's work for the game as it is now: its result is dropped once the game has moved on. */
    <T> void background(String text, Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onError) {
        long asked = generation;
        busyText = text == null ? "" : text;
        Task<T> task = task(work);
        running.add(task);
        Runnable done = () -> { running.remove(task); changed.run(); };
        task.setOnSucceeded(e -> { done.run(); if (asked == generation && !closed) onResult.accept(task.getValue()); });
        task.setOnFailed(e -> { done.run(); if (asked == generation && !closed) onError.accept(task.getException()); });
        task.setOnCancelled(e -> done.run());
        changed.run();
        executor.execute(task);
    }

    /** Work whose result is wanted whatever the game did meanwhile, unless the game was closed. */
    <T> void once(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onError) {
        Task<T> task = task(work);
        task.setOnSucceeded(e -> { if (!closed) onResult.accept(task.getValue()); });
        task.setOnFailed(e -> { if (!closed) onError.accept(task.getException()); });
        executor.execute(task);
    }

    /** Cancels the computer's work and drops the results still on their way. */
    void cancel() {
        generation++;
        for (Task<?> t : List.copyOf(running)) t.cancel();
        running.clear();
        changed.run();
    }

    void close() {
        closed = true;
        preparing = 0;
        cancel();
    }

    private static <T> Task<T> task(Callable<T> work) {
        return new Task<>() {
            @Override protected T call() throws Exception { return work.call(); }
        };
    }
}
