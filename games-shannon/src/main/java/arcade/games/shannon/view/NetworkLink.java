package arcade.games.shannon.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.session.Rng;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.net.HostOffer;
import arcade.games.shannon.net.LanAddresses;
import arcade.games.shannon.net.MatchSetup;
import arcade.games.shannon.net.NetEvents;
import arcade.games.shannon.net.NetHost;
import arcade.games.shannon.net.NetJoin;
import arcade.games.shannon.net.NetPeer;
import arcade.games.shannon.net.ShannonMatches;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.net.InetAddress;
import java.util.List;

/**
 * Connects the game to a network match: starts hosting or joining (socket work off the FX thread),
 * hands every network event to the FX thread, sends local moves through the peer (which checks them
 * first) and keeps the badge text up to date.
 */
final class NetworkLink implements NetEvents {
    /** Where the link stands, for the badge and the reconnect button. */
    enum Phase { IDLE, WAITING, CONNECTING, PLAYING, LOST, ENDED }

    private final GameContext ctx;
    private final GameController game;
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(Phase.IDLE);
    private final ReadOnlyStringWrapper badge = new ReadOnlyStringWrapper("");
    private NetPeer<ShannonState, ShannonMove> peer;
    private boolean hosting;
    private String address = "";
    private Level level = Level.NORMAL;
    private String bindAddress = "0.0.0.0"; // every interface, so players on the LAN can join
    private String joinHost;
    private int joinPort;

    NetworkLink(GameContext ctx, GameController game) {
        this.ctx = ctx;
        this.game = game;
    }

    ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    ReadOnlyStringProperty badgeProperty() { return badge.getReadOnlyProperty(); }
    boolean isActive() { return peer != null; }
    boolean isHosting() { return hosting; }
    NetPeer<ShannonState, ShannonMove> peer() { return peer; }

    /** Hosts a match on {@code port} (0 = any free port). */
    void host(int port, BoardSpec board, Side hostSide, Side starts, Level level) {
        leave();
        this.level = level;
        hosting = true;
        set(Phase.CONNECTING, "Opening port " + port + "…");
        game.setHold("Opening port " + port + "…");
        HostOffer offer = new HostOffer(ShannonMatches.boardFor(board), starts.id(), hostSide.id());
        // The thesis's seed agreement: each side draws a number, the larger is the seed (kept short for display).
        Rng nonces = new Rng(System.nanoTime() ^ ctx.clock().millis());
        Background.run(ctx.executor(),
                () -> NetHost.open(InetAddress.getByName(bindAddress), port, offer, ShannonMatches.FACTORY, this, () -> nonces.nextInt(1_000_000_000)),
                () -> hosting && peer == null,
                h -> {
                    List<String> addresses = LanAddresses.list();
                    address = addresses.get(0) + ":" + h.port();
                    set(Phase.WAITING, "Hosting · waiting for a player on " + address);
                    game.setHold("Waiting for a player to join " + address);
                    game.setExtraStatus("Tell the other player to join " + String.join(" or ", addresses.stream().map(a -> a + ":" + h.port()).toList()));
                    ctx.notifier().info("Hosting a Shannon match on " + address + ". The other player chooses Join and enters this address.");
                    peer = h; // last: from here on the match is live
                },
                err -> {
                    hosting = false;
                    set(Phase.IDLE, "");
                    game.setHold(null);
                    ctx.notifier().error("Cannot host on port " + port + ": " + err.getMessage());
                });
    }

    /** Joins the match hosted at {@code host:port}. */
    void join(String host, int port, Level level) {
        leave();
        this.level = level;
        hosting = false;
        joinHost = host;
        joinPort = port;
        address = host + ":" + port;
        set(Phase.CONNECTING, "Connecting to " + address + "…");
        game.setHold("Connecting to " + address + "…");
        Rng nonces = new Rng(System.nanoTime() ^ ctx.clock().millis());
        peer = NetJoin.connect(host, port, ShannonMatches.FACTORY, this, () -> nonces.nextInt(1_000_000_000));
    }

    /** After a drop: the joiner reconnects and the host resends what was missed. */
    void reconnect() {
        if (peer instanceof NetJoin<ShannonState, ShannonMove> j && phase.get() == Phase.LOST) {
            if (j.setup() == null) { join(joinHost, joinPort, level); return; } // never got in: try again from scratch
            set(Phase.CONNECTING, "Reconnecting to " + address + "…");
            j.resume();
        }
    }

    /** Where a hosted match listens (tests keep it on 127.0.0.1). */
    void setBindAddress(String address) { bindAddress = address; }

    boolean canReconnect() { return !hosting && peer != null && phase.get() == Phase.LOST; }

    /** Sends a local move; false (and a message) if the match refuses it. */
    boolean sendMove(int edge) {
        if (peer == null || phase.get() == Phase.ENDED) return false;
        try {
            peer.play(edge);
            return true;
        } catch (IllegalStateException e) {
            ctx.notifier().warn("Move not sent: " + e.getMessage());
            return false;
        }
    }

    /** Leaves the current match (the peer is told). */
    void leave() {
        NetPeer<ShannonState, ShannonMove> p = peer;
        peer = null;
        currentGame = null;
        hosting = false;
        if (p != null) ctx.executor().execute(p::close);
        set(Phase.IDLE, "");
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
            ctx.notifier().info("Network match started: you play " + MatchConfig.name(Side.parse(localSide)) + ".");
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
                game.setHold(null);
                game.setExtraStatus(reason);
                ctx.notifier().error("Could not join " + address + ": " + reason);
            } else {
                set(Phase.LOST, "Connection lost · " + address);
                game.setExtraStatus("Connection lost: " + reason + ". Press Reconnect to resume the match.");
            }
        });
    }

    @Override public void refused(String reason) {
        Platform.runLater(() -> ctx.notifier().warn("Ignored an invalid message from the other player: " + reason));
    }

    @Override public void ended(String reason) {
        Platform.runLater(() -> {
            if (peer == null) return;
            game.setHold(null);
            game.setExtraStatus("Network match ended: " + reason);
            set(Phase.ENDED, "Match ended");
            ctx.notifier().info("Network match ended: " + reason);
        });
    }

    @Override public void info(String message) {
        Platform.runLater(() -> {
            if (peer == null) return;
            if (message.contains("rejoined")) {
                set(Phase.PLAYING, "Hosting · " + address);
                game.setExtraStatus(null);
            }
            ctx.notifier().info(message);
        });
    }
}
