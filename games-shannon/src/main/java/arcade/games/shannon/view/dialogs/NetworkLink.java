package arcade.games.shannon.view.dialogs;

import arcade.games.shannon.view.match.ShannonIds;
import arcade.games.shannon.view.match.GameController;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.session.SavedGame;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.net.HostOffer;
import arcade.games.shannon.net.JoinCode;
import arcade.games.shannon.net.LanAddresses;
import arcade.games.shannon.net.MatchFile;
import arcade.games.shannon.net.MatchSetup;
import arcade.games.shannon.net.NetEvents;
import arcade.games.shannon.net.NetGameFactory;
import arcade.games.shannon.net.NetHost;
import arcade.games.shannon.net.NetJoin;
import arcade.games.shannon.net.NetPeer;
import arcade.games.shannon.net.SavedMatch;
import arcade.games.shannon.net.ShannonMatches;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.net.InetAddress;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Connects the game to a network match: starts hosting or joining (socket work off the FX thread),
 * hands every network event to the FX thread, sends local moves through the peer (which checks them
 * first) and keeps the badge text up to date.
 */
public final class NetworkLink implements NetEvents {
    /** Where the link stands, for the badge and the reconnect button. */
    public enum Phase { IDLE, WAITING, CONNECTING, PLAYING, LOST, ENDED }

    /** The running match, kept for a rejoin after the program dies. */
    static final String MATCH_FILE = "network-match.json";
    /** The game id and extra key of the autosave that stands for a network match to rejoin. */
    public static final String REJOIN_MARKER = "network-rejoin";

    private final GameContext ctx;
    private final GameController game;
    private final SecureRandom random = new SecureRandom(); // nonces, match ids and join codes must not be guessable
    private final MatchFile matchFile;
    private int unreadable;
    private SavedMatch rejoinable;
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(Phase.IDLE);
    private final ReadOnlyStringWrapper badge = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<WaitingCard.Waiting> waiting = new ReadOnlyObjectWrapper<>();
    private NetPeer<ShannonState, ShannonMove> peer;
    private boolean hosting;
    private String address = "";
    private Level level = Level.NORMAL;
    private String bindAddress = "0.0.0.0"; // every interface, so players on the LAN can join
    private String joinHost;
    private int joinPort;

    public NetworkLink(GameContext ctx, GameController game) {
        this.ctx = ctx;
        this.game = game;
        this.matchFile = new MatchFile(ctx.store().folder().resolve(MATCH_FILE), problem -> Platform.runLater(() -> notice(cap(problem) + ".")));
    }

    /** The match a previous run left unfinished, if any (reads a small file: call off the FX thread). */
    Optional<SavedMatch> savedMatch() { return matchFile.load(); }

    /**
     * Looks, off the FX thread, for a match a previous run left unfinished; {@code found} hears
     * whether there is one to rejoin (on the FX thread, unless a match started meanwhile).
     */
    public void lookForUnfinishedMatch(Consumer<Boolean> found) {
        Background.run(ctx.executor(), matchFile::load, () -> peer == null, saved -> {
            saved.ifPresent(s -> rejoinable = s);
            found.accept(saved.isPresent());
        }, err -> found.accept(false));
    }

    /**
     * What the arcade keeps as this game's unfinished game while a match can be taken up again (it
     * runs, or a previous run left one): a marker, not the moves (the match file holds those), so
     * the library's Continue opens the game and the game offers Rejoin. Empty otherwise.
     */
    Optional<SavedGame> rejoinMarker() {
        if (!isRejoinable() && !canRejoin()) return Optional.empty();
        return Optional.of(new SavedGame(SavedGame.CURRENT_VERSION, ShannonIds.PLUGIN_ID, REJOIN_MARKER, List.of(), 0, 0,
                Map.of(REJOIN_MARKER, "true")));
    }

    /** The marker {@link #rejoinMarker()} leaves in place of a saved game. */
    public static boolean isRejoinMarker(SavedGame saved) { return "true".equals(saved.extra().get(REJOIN_MARKER)); }

    /** Whether an unfinished match from a previous run can be rejoined now. */
    public boolean canRejoin() { return rejoinable != null && peer == null; }

    /** Rejoins the match found by {@link #lookForUnfinishedMatch}. */
    public void rejoinUnfinished(Level level) {
        SavedMatch s = rejoinable;
        rejoinable = null;
        if (s != null) rejoin(s, level);
    }

    /** Writes what is queued for the match file (tests). */
    public void flushMatchFile() throws Exception { matchFile.flush(); }

    public ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    public ReadOnlyStringProperty badgeProperty() { return badge.getReadOnlyProperty(); }
    /** The match being set up (shown instead of the board), or null. */
    public ReadOnlyObjectProperty<WaitingCard.Waiting> waitingProperty() { return waiting.getReadOnlyProperty(); }

    /**
     * A network notice, said on the board's own band above the cells rather than as a pop-up that
     * could cover a terminal; it stays a few seconds (and in the status line when it matters).
     */
    private void notice(String text) { game.notice(text); }
    public boolean isActive() { return peer != null; }
    boolean isHosting() { return hosting; }
    public NetPeer<ShannonState, ShannonMove> peer() { return peer; }

    /** Hosts a match on {@code port} (0 = any free port). */
    public void host(int port, BoardSpec board, Side hostSide, Side starts, Level level) {
        leave();
        this.level = level;
        hosting = true;
        set(Phase.CONNECTING, "Opening port " + port + "…");
        game.setHold("Opening port " + port + "…");
        List<String> about = List.of("Board: " + WaitingCard.describe(board), WaitingCard.sides(hostSide, starts));
        waiting.set(new WaitingCard.Waiting("Opening port " + port + "…", "", about, "Stop hosting"));
        HostOffer offer = new HostOffer(ShannonMatches.boardFor(board), starts.id(), hostSide.id());
        String code = JoinCode.generate(random::nextLong);
        Background.run(ctx.executor(),
                () -> NetHost.open(InetAddress.getByName(bindAddress), port, offer, code, ShannonMatches.FACTORY, this, random::nextLong),
                () -> hosting && peer == null,
                h -> {
                    List<String> addresses = LanAddresses.list();
                    address = addresses.get(0) + ":" + h.port();
                    String shown = JoinCode.display(code);
                    set(Phase.WAITING, "Hosting · code " + shown + " · waiting on " + address);
                    game.setHold("Waiting for a player · join code " + shown);
                    String all = String.join(" or ", addresses.stream().map(a -> a + ":" + h.port()).toList());
                    game.setExtraStatus("address " + all);
                    List<String> lines = new java.util.ArrayList<>();
                    lines.add("The other player chooses Play ▸ Join a network game and enters");
                    lines.add("the address " + all + " and this code.");
                    lines.addAll(about);
                    waiting.set(new WaitingCard.Waiting("Waiting for a player to join", shown, lines, "Stop hosting"));
                    h.setJournal(matchFile);
                    peer = h; // last: from here on the match is live
                },
                err -> {
                    hosting = false;
                    set(Phase.IDLE, "");
                    waiting.set(null);
                    game.setHold(null);
                    notice("Cannot host on port " + port + ": " + plain(err));
                });
    }

    /** Joins the match hosted at {@code host:port} with the host's join code. */
    public void join(String host, int port, String code, Level level) {
        leave();
        this.level = level;
        hosting = false;
        joinHost = host;
        joinPort = port;
        address = host + ":" + port;
        set(Phase.CONNECTING, "Connecting to " + address + "…");
        game.setHold("Connecting to " + address + "…");
        waiting.set(new WaitingCard.Waiting("Connecting to " + address + "…", "", List.of("The board appears as soon as the host agrees the match."), "Cancel"));
        peer = NetJoin.connect(host, port, code, ShannonMatches.FACTORY, this, random::nextLong);
        peer.setJournal(matchFile);
    }

    /**
     * Takes up a match a previous run left unfinished: the board is shown at once from the saved
     * moves; a host listens again on its port, a joiner reconnects and the host resends what is missing.
     */
    void rejoin(SavedMatch saved, Level level) {
        leave();
        this.level = level;
        hosting = saved.hosting();
        currentGame = saved.setup().gameId();
        if (hosting) {
            set(Phase.CONNECTING, "Opening port " + saved.port() + "…");
            Background.run(ctx.executor(),
                    () -> NetHost.resume(InetAddress.getByName(bindAddress), saved, ShannonMatches.FACTORY, this, random::nextLong),
                    () -> hosting && peer == null && saved.setup().gameId().equals(currentGame),
                    h -> {
                        address = LanAddresses.list().get(0) + ":" + h.port();
                        h.setJournal(matchFile);
                        peer = h;
                        showSaved(saved, h.initialState());
                        set(Phase.LOST, "Hosting · waiting on " + address + " for the other player to rejoin (code " + JoinCode.display(saved.code()) + ")");
                        game.setExtraStatus("Waiting for the other player to rejoin " + address);
                    },
                    err -> {
                        hosting = false;
                        currentGame = null;
                        set(Phase.IDLE, "");
                        notice("Cannot host the match again on port " + saved.port() + ": " + plain(err));
                    });
            return;
        }
        joinHost = saved.host();
        joinPort = saved.port();
        address = joinHost + ":" + joinPort;
        try {
            NetJoin<ShannonState, ShannonMove> j = NetJoin.rejoin(saved, ShannonMatches.FACTORY, this, random::nextLong);
            j.setJournal(matchFile);
            peer = j;
            showSaved(saved, j.initialState());
            set(Phase.CONNECTING, "Rejoining " + address + "…");
        } catch (NetGameFactory.InvalidSetupException e) {
            currentGame = null;
            matchFile.clear();
            notice("The saved network match cannot be rejoined: " + e.getMessage() + ".");
        }
    }

    private void showSaved(SavedMatch saved, ShannonState initial) {
        MatchSetup setup = saved.setup();
        game.start(new MatchConfig(ShannonMatches.specOf(setup), Side.parse(setup.starts()), PlayMode.NETWORK,
                Side.parse(saved.localSide()), level), initial, saved.turns());
    }

    private static String plain(Throwable e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? "the network is not available" : m;
    }

    private static String cap(String s) { return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1); }

    /** After a drop: the joiner reconnects and the host resends what was missed. */
    public void reconnect() {
        if (peer instanceof NetJoin<ShannonState, ShannonMove> j && phase.get() == Phase.LOST) {
            if (j.setup() == null) { join(joinHost, joinPort, j.code(), level); return; } // never got in: try again from scratch
            set(Phase.CONNECTING, "Reconnecting to " + address + "…");
            j.resume();
        }
    }

    /** Where a hosted match listens (tests keep it on 127.0.0.1). */
    public void setBindAddress(String address) { bindAddress = address; }

    public boolean canReconnect() { return !hosting && peer != null && phase.get() == Phase.LOST; }

    /** Sends a local move; false (and a message) if the match refuses it. */
    public boolean sendMove(int edge) {
        if (peer == null || phase.get() == Phase.ENDED) return false;
        try {
            peer.play(edge);
            return true;
        } catch (IllegalStateException e) {
            notice("Move not sent: " + e.getMessage());
            return false;
        }
    }

    /**
     * The game closes (back to the library, the arcade quits): a match in play is kept for a rejoin,
     * as the autosave's marker promises (the other side waits); anything else is left.
     */
    public void suspendOrLeave() {
        NetPeer<ShannonState, ShannonMove> p = peer;
        if (p == null || !isRejoinable()) { leave(); return; }
        peer = null;
        ctx.executor().execute(p::suspend);
    }

    /** A match runs (or waits for the other side to come back) on a game not yet over. */
    private boolean isRejoinable() {
        Phase p = phase.get();
        return peer != null && (p == Phase.PLAYING || p == Phase.LOST) && game.isRunning();
    }

    /** Leaves the current match (the peer is told). */
    public void leave() {
        NetPeer<ShannonState, ShannonMove> p = peer;
        peer = null;
        currentGame = null;
        hosting = false;
        unreadable = 0;
        if (p != null) ctx.executor().execute(p::close);
        set(Phase.IDLE, "");
        waiting.set(null);
        game.setExtraStatus(null); // the address or state of the match left goes from the status line
        game.setHold(null);
    }

    private void set(Phase p, String text) {
        phase.set(p);
        badge.set(text);
    }

    // ---- NetEvents, called on network threads ----

    @Override public void matchReady(MatchSetup setup, String localSide, List<Integer> turns) {
        Platform.runLater(() -> {
            if (peer == null) return;
            boolean resumed = currentGame != null && setup.gameId().equals(currentGame)
                    && game.config() != null && game.config().mode() == PlayMode.NETWORK;
            set(Phase.PLAYING, (hosting ? "Hosting · " : "Connected · ") + address);
            waiting.set(null);
            if (resumed) {
                game.syncTo(turns);
                game.setExtraStatus(null);
                return;
            }
            currentGame = setup.gameId();
            BoardSpec spec = ShannonMatches.specOf(setup);
            ShannonState initial = peer.initialState();
            game.setExtraStatus(null);
            game.start(new MatchConfig(spec, Side.parse(setup.starts()), PlayMode.NETWORK, Side.parse(localSide), level), initial, turns);
            notice("Network match started: you play " + MatchConfig.name(Side.parse(localSide)) + ".");
        });
    }

    private String currentGame;

    @Override public void remoteMove(int n, int edge) {
        Platform.runLater(() -> { if (peer != null) game.remoteMove(n, edge); });
    }

    @Override public void connectionLost(String reason) {
        Platform.runLater(() -> {
            if (peer == null) return;
            if (hosting) {
                set(Phase.LOST, "Connection lost · waiting on " + address + " for the other player to rejoin");
                game.setExtraStatus("The other player dropped out; they can rejoin " + address);
            } else if (currentGame == null) {
                set(Phase.LOST, "Could not join " + address);
                waiting.set(null);
                game.setHold(null);
                game.setExtraStatus(reason);
                notice("Could not join " + address + ": " + reason);
            } else {
                set(Phase.LOST, "Connection lost · " + address);
                game.setExtraStatus("Connection lost: " + reason + ". Press Reconnect to resume the match.");
            }
        });
    }

    /** The reason is for the peer's log: the player gets one plain notice that counts repeats. */
    @Override public void refused(String reason) {
        Platform.runLater(() -> {
            if (peer == null) return;
            unreadable++;
            notice("The other program sent a message this one could not read; it was ignored.");
            game.setExtraStatus("The other program sent " + unreadable + (unreadable == 1 ? " message" : " messages") + " this one could not read.");
        });
    }

    @Override public void wrongCode(int total) {
        Platform.runLater(() -> {
            if (peer == null) return;
            notice("Someone tried to join with a wrong code and was refused.");
            game.setExtraStatus(total + (total == 1 ? " attempt" : " attempts") + " to join with a wrong code " + (total == 1 ? "was" : "were") + " refused.");
        });
    }

    @Override public void ended(String reason) {
        Platform.runLater(() -> {
            if (peer == null) return;
            // A match cut short leaves its board inert; an attempt that never started gives the board back.
            boolean started = currentGame != null && game.config() != null && game.config().mode() == PlayMode.NETWORK;
            waiting.set(null);
            game.setHold(started && game.isRunning() ? "The match is over" : null);
            if (!started) {
                game.setExtraStatus("Could not join " + address + ": " + reason);
                set(Phase.ENDED, "Could not join");
                notice("Could not join " + address + ": " + reason + ".");
                return;
            }
            game.setExtraStatus("Network match over: " + reason);
            set(Phase.ENDED, "Match ended");
            notice("Network match over: " + reason);
        });
    }

    @Override public void info(String message) {
        Platform.runLater(() -> {
            if (peer == null) return;
            if (message.contains("rejoined")) {
                set(Phase.PLAYING, "Hosting · " + address);
                game.setExtraStatus(null);
            }
            notice(cap(message) + (message.endsWith(".") ? "" : "."));
        });
    }
}
