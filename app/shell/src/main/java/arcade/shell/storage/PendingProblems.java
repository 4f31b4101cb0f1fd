package arcade.shell.storage;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Holds storage problems until the window can show them (settings are read before it exists),
 * then forwards each one as it happens. Also echoes them on stderr for the log.
 */
public final class PendingProblems implements ProblemListener {
    private final List<String> pending = new ArrayList<>();
    private Consumer<String> sink;

    @Override public synchronized void problem(String message) {
        ProblemListener.STDERR.problem(message);
        if (sink != null) sink.accept(message);
        else pending.add(message);
    }

    /** Delivers what was held back, then forwards new problems directly. */
    public synchronized void attach(Consumer<String> target) {
        sink = target;
        pending.forEach(target);
        pending.clear();
    }
}
