package arcade.gamesystem.view;

import arcade.api.fx.AnimationLoop;
import arcade.api.session.Session;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;

/**
 * The short animations of a played step: a move that takes one token from one zone to another
 * glides it there (the board shows the position before the move meanwhile), and a roll spins the
 * die's face before it settles. Anything else (a capture, a pass) is shown at once.
 */
final class MoveAnimation {
    static final long MOVE_NANOS = 280_000_000L, ROLL_NANOS = 360_000_000L;
    private final AnimationLoop loop;
    private final Runnable repaint;
    private RulesState before;
    private Zone from, to;
    private Integer token;
    private boolean roll;
    private long duration, start = -1;
    private double progress;

    MoveAnimation(Runnable repaint) {
        this.repaint = repaint;
        this.loop = new AnimationLoop(this::frame);
    }

    /** Starts the animation of a forward step, if it is one that animates. */
    void start(Session.Change<RulesState, RulesMove> c) {
        stop();
        if (c.direction() != Session.Direction.FORWARD || c.steps().size() != 1) return;
        if (c.steps().get(0).isChance()) {
            roll = true;
            duration = ROLL_NANOS;
        } else {
            List<Zone> lost = new ArrayList<>(), gained = new ArrayList<>();
            for (Zone z : c.after().game().zones()) {
                if (c.after().game().die().map(d -> d.rest().equals(z) || d.faceZones().contains(z)).orElse(false)) continue;
                int d = c.after().size(z) - c.before().size(z);
                if (d < 0) lost.add(z);
                if (d > 0) gained.add(z);
            }
            if (lost.size() != 1 || gained.size() != 1 || c.after().size(gained.get(0)) == 0) return;
            before = c.before();
            from = lost.get(0);
            to = gained.get(0);
            token = c.after().tokens(to).get(0);
            duration = MOVE_NANOS;
        }
        start = -1;
        progress = 0;
        loop.kick();
    }

    boolean running() { return roll || token != null; }

    void stop() {
        loop.stop();
        roll = false;
        token = null;
        before = null;
    }

    /** The state to draw: the one before a gliding move, else the current one. */
    RulesState shown(RulesState current) { return token != null && before != null ? before : current; }

    /** Draws the gliding token or the spinning die over a board painted from {@link #shown}. */
    void paintOver(GraphicsContext g, BoardPainter painter, RulesState s, RulesPalette p) {
        if (roll) {
            Rectangle2D a = s.game().die().map(d -> painter.area(d.rest())).orElse(null);
            if (a == null) return;
            g.setFill(p.board());
            g.fillRoundRect(a.getMinX() + 3, a.getMinY() + 3, a.getWidth() - 6, a.getHeight() - 6, 10, 10);
            g.setFill(p.textMuted());
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.setFont(Font.font(null, FontWeight.BOLD, Math.max(14, Math.min(a.getWidth(), a.getHeight()) * 0.5)));
            g.fillText(Integer.toString(1 + (int) (progress * 14) % 6), a.getMinX() + a.getWidth() / 2, a.getMinY() + a.getHeight() / 2);
            return;
        }
        if (token == null) return;
        Rectangle2D a = painter.area(from), b = painter.area(to);
        if (a == null || b == null) return;
        double t = 1 - Math.pow(1 - progress, 3);
        double x = a.getMinX() + a.getWidth() / 2 + (b.getMinX() + b.getWidth() / 2 - a.getMinX() - a.getWidth() / 2) * t;
        double y = a.getMinY() + a.getHeight() / 2 + (b.getMinY() + b.getHeight() / 2 - a.getMinY() - a.getHeight() / 2) * t;
        double r = Math.min(b.getWidth(), b.getHeight()) * 0.36;
        BoardPainter.disc(g, x, y, r, token, s, p.forPlayers(s.game().players()));
    }

    private boolean frame(long now) {
        if (start < 0) start = now;
        progress = Math.min(1, (now - start) / (double) duration);
        if (progress >= 1) {
            roll = false;
            token = null;
            before = null;
        }
        repaint.run();
        return running();
    }
}
