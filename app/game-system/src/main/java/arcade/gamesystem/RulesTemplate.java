package arcade.gamesystem;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The starter rules file behind <em>New rules file…</em>: a small complete game (three in a row on
 * 3 × 3) with a comment on each part, written into the player's rules folder under a name no file
 * has yet, so nothing of the player's is ever overwritten.
 */
public final class RulesTemplate {
    /** The first name tried; later ones are {@code my-game-2.json}, {@code my-game-3.json}, … */
    static final String BASE = "my-game";
    /** More starter files than this in one folder: the player is asked to tidy up rather than get a 1,000th. */
    static final int MAX_COPIES = 999;

    private RulesTemplate() {}

    /** The starter file's text. */
    public static String text() {
        try (InputStream in = RulesTemplate.class.getResourceAsStream("/arcade/gamesystem/template/starter.json")) {
            if (in == null) throw new IllegalStateException("the starter rules file is missing from the game system");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the starter file into {@code folder} (made if missing) under a free name; returns the new file. */
    public static Path create(Path folder) throws IOException {
        Files.createDirectories(folder);
        byte[] bytes = text().getBytes(StandardCharsets.UTF_8);
        for (int n = 1; n <= MAX_COPIES; n++) {
            Path file = folder.resolve(n == 1 ? BASE + ".json" : BASE + "-" + n + ".json");
            try {
                // CREATE_NEW fails when the name is taken, even by a file made a moment ago by someone else.
                Files.write(file, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                return file;
            } catch (FileAlreadyExistsException taken) {
                // try the next name
            }
        }
        throw new IOException("there are already " + MAX_COPIES + " starter files in " + folder.getFileName());
    }

    /** The player's rules folder, {@code games/rules/} of the arcade's data folder. */
    public static Path playersFolder() { return RulesFolder.resolve(); }
}
