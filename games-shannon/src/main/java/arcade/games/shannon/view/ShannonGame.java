package arcade.games.shannon.view;

import arcade.games.shannon.view.dialogs.CustomGameDialog;
import arcade.games.shannon.view.dialogs.NetworkLink;
import arcade.games.shannon.view.match.GameController;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.view.match.Presets;
import arcade.games.shannon.view.match.SavedGames;
import arcade.games.shannon.view.match.ShannonIds;
import arcade.games.shannon.view.match.ShannonOpponent;
import arcade.games.shannon.view.match.TableSettings;

import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.games.shannon.model.definition.ShannonDefinition;

import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Shannon on the host: connects the definition (won or lost from the side you play), the table
 * that draws it, the computer or network player as the opponent, the hint, Auto-play, Custom… and
 * the game's words for the status line and the end-of-game card. New games, resuming, autosave,
 * undo, records, the card and replays are the host's.
 */
public final class ShannonGame {
    public static final String PLUGIN_ID = ShannonIds.PLUGIN_ID;
    static final String CSS = ShannonIds.CSS;

    private ShannonGame() {}

    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        TableSettings settings = new TableSettings(ctx.store());
        // A marker left by an earlier version for a network match to rejoin: no game to resume, Rejoin offered.
        boolean rejoinMarker = resume.isPresent() && NetworkLink.isRejoinMarker(resume.get());
        Optional<SavedGame> toResume = rejoinMarker ? Optional.empty() : resume;
        GameController.Seat seat = toResume.map(SavedGames::seatOf).filter(Objects::nonNull).orElse(settings.localSeat());
        boolean fromNetwork = toResume.map(s -> PlayMode.NETWORK.id().equals(s.extra().get("mode"))).orElse(false);
        AtomicReference<ShannonTable> table = new AtomicReference<>();
        ShannonDefinition definition = ShannonDefinition.playedAs(() -> table.get().controller().seat().perspective(),
                () -> table.get().controller().seat().mode() == PlayMode.HOT_SEAT);
        GameInstance game = GameHost.of(ctx, PLUGIN_ID, definition)
                .view(play -> { table.set(new ShannonTable(play, settings, seat)); return table.get(); })
                .opponent(new ShannonOpponent(() -> table.get().controller(), () -> ctx.animations().get()))
                .hint(play -> table.get().controller().hint())
                .solve("Auto-play", play -> table.get().controller().autoPlay())
                .custom((play, current) -> {
                    CustomGameDialog.show(play.root(), settings.get(), ctx).ifPresent(cfg -> table.get().startConfig(cfg));
                    return Optional.empty(); // the dialog names a whole board, started above
                })
                .dealer("Generating the board…", (params, seed) -> GameId.seeded(Presets.adjust(params, settings.get()), seed))
                .status(f -> table.get().status(f))
                .endTitle(s -> table.get().endTitle(s))
                .endLine(s -> table.get().endLine(s))
                .recordAs(s -> table.get().recordParams(s))
                .extra(() -> table.get().saved(), (play, saved) -> table.get().checkResumedBoard(saved))
                .onSession(s -> table.get().sessionStarted(s))
                .settings(play -> new SettingsPane(settings.get(), s -> table.get().saveSettings(s)).node())
                .style(ShannonGame.class.getResource(CSS).toExternalForm(), "shannon-root")
                .firstGame(Presets.paramsOf(settings.get().preset(), settings.get()))
                .open(toResume);
        table.get().setInstance(game);
        table.get().lookForUnfinishedMatch(rejoinMarker || fromNetwork);
        return game;
    }
}
