package arcade.api.plugin;

import arcade.api.model.GameDefinition;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A game, found with {@link java.util.ServiceLoader}. The constructor must be cheap: nothing is
 * built until {@link #open}. Module path: {@code provides arcade.api.plugin.GamePlugin with …};
 * classpath: {@code META-INF/services/arcade.api.plugin.GamePlugin}.
 */
public interface GamePlugin {
    GameInfo info();

    /** Builds the game's UI on the FX thread; {@code resume} is the autosave to continue, if any. */
    GameInstance open(GameContext ctx, Optional<SavedGame> resume);

    /**
     * Where the library shelves the game (asked once, with {@link #info()}); the default is
     * {@link GameCategory#ARCADE}.
     */
    default GameCategory category() { return GameCategory.ARCADE; }

    /**
     * Why the game cannot be played just now, in plain words for the player (a rules file that
     * became broken: its file, line and column and what is wrong), or empty when it can. The
     * library shows it on the game's card, which then does not start; it may change while the
     * arcade runs (the file is fixed), so it is asked again whenever the cards are shown.
     */
    default Optional<String> problem() { return Optional.empty(); }

    /** Headless commands, runnable without JavaFX. */
    default List<GameTool> tools() { return List.of(); }

    /**
     * The game's definition, for games built on the platform's model: the command line then offers
     * {@code presets}, {@code validate}, {@code replay} and {@code play} for it with no game code.
     */
    default Optional<GameDefinition<?, ?>> definition() { return Optional.empty(); }

    /**
     * What the game's statistics measure: its definition's, when it has one (else win/loss). A plugin whose
     * definition is costly to build (a rules file compiled on first play) may answer without it.
     */
    default java.util.Set<arcade.api.model.Measure> measures() {
        return definition().map(d -> (java.util.Set<arcade.api.model.Measure>) d.measures()).orElse(java.util.Set.of(arcade.api.model.Measure.WIN_LOSS));
    }

    /** True when a finished game can be shown again from the statistics (every game with a definition can). */
    default boolean canReplay() { return definition().isPresent(); }

    /**
     * A params text in words, for statistics and wherever a variant is named: a preset's label
     * ("Classic") or custom params spelled out ("30×20, fast, wrap-around"). It also gets params
     * recorded by older versions of the game, so it must not throw; the default asks the game's
     * definition, if any, and otherwise shows the text as is.
     */
    default String describeParams(String params) {
        try {
            return definition().map(d -> d.describeParams(params)).orElse(params);
        } catch (RuntimeException e) {
            return params;
        }
    }

    /**
     * The rules page as CommonMark with GitHub tables (headings, paragraphs, nested lists, tables,
     * code, emphasis, links). The default
     * reads {@code rules.md} next to the plugin class; on the module path that package must be
     * opened to {@code arcade.api} (resources of a named module are encapsulated), or the plugin
     * overrides this method and reads the file itself.
     */
    default String rulesMarkdown() {
        String path = "/" + getClass().getPackageName().replace('.', '/') + "/rules.md";
        try (InputStream in = getClass().getResourceAsStream(path)) {
            if (in == null) return "# " + info().name() + "\n\nNo rules page was shipped with this game.";
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
