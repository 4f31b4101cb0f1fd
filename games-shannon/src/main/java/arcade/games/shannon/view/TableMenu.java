package arcade.games.shannon.view;

import arcade.games.shannon.view.dialogs.NetworkDialogs;
import arcade.games.shannon.view.match.GameController;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.view.match.TableSettings;

import arcade.api.session.Rng;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;

/** The Play menu's commands at the table: the mode, the computer's strength and the network match. */
public final class TableMenu implements PlayMenu.Actions {
    private final ShannonTable table;
    private final TableSettings settings;

    TableMenu(ShannonTable table, TableSettings settings) {
        this.table = table;
        this.settings = settings;
    }

    private GameController game() { return table.controller(); }

    /** Switches the local mode and starts a new game on a board like the current one (a fresh one of generated kinds). */
    @Override public void switchMode(PlayMode mode, Side human) {
        settings.store(settings.get().withMode(mode.id(), human.id()));
        MatchConfig c = game().config();
        if (c == null) return;
        BoardSpec spec = c.board();
        long seed = new Rng(System.nanoTime() ^ table.play().context().clock().millis()).nextInt(1_000_000_000);
        if (spec instanceof BoardSpec.Generated g) spec = new BoardSpec.Generated(g.params(), seed);
        else if (spec instanceof BoardSpec.Balanced b) spec = new BoardSpec.Balanced(b.params(), seed, b.first());
        Level level = Level.parse(settings.get().level());
        table.startConfig(new MatchConfig(spec, c.first(), mode, human, level));
    }

    @Override public void setLevel(Level level) {
        settings.store(settings.get().withLevel(level.id()));
        MatchConfig c = game().config();
        if (c != null && c.mode() == PlayMode.VS_COMPUTER && c.level() != level && !game().changeLevelNow(level))
            table.play().context().notifier().info("The computer plays " + MatchConfig.levelName(level) + " from the next game.");
    }

    @Override public void host() {
        var s = settings.get();
        NetworkDialogs.host(table.play().root(), s, game().config().board()).ifPresent(h -> {
            settings.store(settings.get().withNetwork(h.port(), settings.get().lastHost()));
            table.closeEditor();
            table.network().host(h.port(), h.board(), h.hostSide(), h.starts(), Level.parse(settings.get().level()));
        });
    }

    @Override public void join() {
        NetworkDialogs.join(table.play().root(), settings.get()).ifPresent(j -> {
            settings.store(settings.get().withNetwork(j.port(), j.host()));
            table.closeEditor();
            table.network().join(j.host(), j.port(), j.code(), Level.parse(settings.get().level()));
        });
    }

    @Override public void leave() {
        table.network().leave();
        GameController.Seat local = settings.localSeat();
        switchMode(local.mode(), local.human());
    }

    @Override public void rejoin() { table.rejoin(); }
    @Override public PlayMode mode() { return game().config() == null ? PlayMode.parse(settings.get().mode()) : game().config().mode(); }
    @Override public Side human() { return game().config() == null ? Side.parse(settings.get().human()) : game().config().human(); }
    @Override public Level level() { return Level.parse(settings.get().level()); }
    @Override public boolean inNetworkGame() { return table.network().isActive(); }
    @Override public boolean canRejoin() { return table.network().canRejoin(); }
}
