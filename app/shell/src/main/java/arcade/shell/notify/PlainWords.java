package arcade.shell.notify;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.regex.Pattern;

/**
 * Turns what went wrong into words a player understands: no exception class names, no parser
 * jargon, no stack frames. Used where a message is made ({@link #of}) and as the notifications'
 * last-resort filter ({@link #filter}). Pure Java, so storage uses it too.
 */
public final class PlainWords {
    private PlainWords() {}

    static final String UNEXPECTED = "an unexpected problem occurred";
    private static final String BAD_DATA = "the data is not in the expected form";

    private static final Pattern STACK_FRAME = Pattern.compile("\\s*\\n\\s*at [\\w$.<>/]+\\([^)]*\\)");
    private static final Pattern QUALIFIED_THROWABLE = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b:?\\s*");
    private static final Pattern SIMPLE_THROWABLE = Pattern.compile("\\b[A-Z][\\w$]*(?:Exception|Error)\\b:?\\s*");
    private static final Pattern QUALIFIED_CLASS = Pattern.compile("\\b(?:java|javax|jdk|sun|com\\.google|com\\.sun|javafx|arcade)(?:\\.[\\w$]+)+");
    private static final Pattern JSON_POSITION = Pattern.compile(",?\\s*(?:at )?line \\d+ column \\d+(?: path \\$[\\w.\\[\\]$]*)?");
    private static final Pattern JSON_EXPECTED = Pattern.compile("Expected (?:a |an )?[A-Za-z_ ]+? but was [A-Za-z_]+");
    private static final Pattern GSON_ADVICE = Pattern.compile("(?:Use JsonReader\\.setStrictness|See https?://)\\S*.*", Pattern.DOTALL);

    /** What went wrong, in plain words (for "X could not be done: …"). */
    public static String of(Throwable e) {
        Throwable t = e;
        boolean gson = false, notStorable = false;
        for (; ; t = t.getCause()) {
            gson |= t.getClass().getName().startsWith("com.google.gson.");
            notStorable |= t.getClass().getName().equals("com.google.gson.JsonIOException"); // a program error, not bad data
            if (t.getCause() == null || t.getCause() == t) break;
        }
        if (notStorable) return UNEXPECTED;
        if (gson) return BAD_DATA;
        if (t instanceof NumberFormatException) return "a number is not in the expected form";
        if (t instanceof NoSuchFileException f) return "the file " + fileName(f.getFile()) + " does not exist";
        if (t instanceof AccessDeniedException f) return "no permission to use " + fileName(f.getFile());
        if (t instanceof FileSystemException f && f.getFile() != null) return fileName(f.getFile()) + " could not be used";
        if (t instanceof java.io.EOFException) return "the file ends too early";
        if (t instanceof IOException) return "a file could not be read or written";
        if (t instanceof OutOfMemoryError) return "there was not enough memory";
        if (t instanceof LinkageError) return "a part of the game is missing or does not fit this arcade";
        // Programming errors say nothing useful to a player, whatever their message.
        if (t instanceof NullPointerException || t instanceof ClassCastException || t instanceof IndexOutOfBoundsException
                || t instanceof ArithmeticException || t instanceof StackOverflowError) return UNEXPECTED;
        return filter(t.getMessage());
    }

    /** A message with any Java internals taken out; never empty. */
    public static String filter(String message) {
        if (message == null || message.isBlank() || message.strip().equals("null")) return UNEXPECTED;
        String m = message;
        m = STACK_FRAME.matcher(m).replaceAll("");
        m = GSON_ADVICE.matcher(m).replaceAll("");
        m = JSON_EXPECTED.matcher(m).replaceAll(BAD_DATA);
        m = JSON_POSITION.matcher(m).replaceAll("");
        m = QUALIFIED_THROWABLE.matcher(m).replaceAll("");
        m = SIMPLE_THROWABLE.matcher(m).replaceAll("");
        m = QUALIFIED_CLASS.matcher(m).replaceAll("a part of the program");
        m = m.replace("()", "").replaceAll("\\(\\s*\\)", "").replaceAll("[ \\t]+", " ").replaceAll(" ([.,;)])", "$1").strip();
        if (m.endsWith(": null")) m = m.substring(0, m.length() - 4).strip();
        if (m.endsWith(":")) m = (m.substring(0, m.length() - 1) + ": " + UNEXPECTED).strip();
        if (m.isEmpty() || m.equals("null")) return UNEXPECTED;
        return m;
    }

    private static String fileName(String path) {
        if (path == null) return "a file";
        int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
        return slash >= 0 ? path.substring(slash + 1) : path;
    }
}
