package arcade.api.fx;

import javafx.application.Platform;
import javafx.concurrent.Task;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Runs work off the FX thread and hands the result back on it, but only while {@code stillWanted}
 * holds (e.g. the session has not moved on). The returned task can be cancelled; work should poll
 * {@link Thread#isInterrupted()} or its own flag.
 */
public final class Background {
    private Background() {}

    public static <T> Task<T> run(ExecutorService executor, Callable<T> work, BooleanSupplier stillWanted,
                                  Consumer<T> onResult, Consumer<Throwable> onError) {
        Task<T> task = new Task<>() {
            @Override protected T call() throws Exception { return work.call(); }
        };
        task.setOnSucceeded(e -> { if (stillWanted.getAsBoolean()) onResult.accept(task.getValue()); });
        task.setOnFailed(e -> { if (stillWanted.getAsBoolean()) onError.accept(task.getException()); });
        executor.execute(task);
        return task;
    }

    /** Runs {@code r} on the FX thread now if already there, else later. */
    public static void onFx(Runnable r) {
        if (Platform.isFxApplicationThread()) r.run(); else Platform.runLater(r);
    }
}
