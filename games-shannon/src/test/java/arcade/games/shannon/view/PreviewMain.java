package arcade.games.shannon.view;

import arcade.api.testing.fx.FakeGameContext;
import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.util.Optional;

/**
 * Shows the game in a real window, outside the arcade, to look at it: {@code PreviewMain [dark] [preset]}.
 * A plain class (not an Application) so it also starts with JavaFX on the class path.
 */
public final class PreviewMain {
    public static void main(String[] args) { Application.launch(App.class, args); }

    public static final class App extends Application {
        @Override public void start(Stage stage) {
            boolean dark = getParameters().getRaw().contains("dark");
            Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet());
            FakeGameContext ctx = new FakeGameContext();
            ctx.dark.set(dark);
            ctx.animations.set(true);
            ShannonGame game = new ShannonGame(ctx, Optional.empty());
            for (String a : getParameters().getRaw()) if (a.startsWith("preset=")) game.startPreset(a.substring(7));
            for (String a : getParameters().getRaw()) if (a.startsWith("seed=")) {
                long seed = Long.parseLong(a.substring(5));
                boolean cut = getParameters().getRaw().contains("cut");
                arcade.games.shannon.net.BoardSpec board = getParameters().getRaw().contains("birdcage")
                        ? new arcade.games.shannon.net.BoardSpec.BirdCage()
                        : new arcade.games.shannon.net.BoardSpec.Generated(arcade.games.shannon.model.boards.GeneratorParams.MEDIUM, seed);
                game.controller().start(new MatchConfig(board, getParameters().getRaw().contains("cutfirst")
                        ? arcade.games.shannon.model.Side.CUT : arcade.games.shannon.model.Side.SHORT,
                        getParameters().getRaw().contains("hotseat") ? PlayMode.HOT_SEAT : PlayMode.VS_COMPUTER,
                        cut ? arcade.games.shannon.model.Side.CUT : arcade.games.shannon.model.Side.SHORT, arcade.games.shannon.ai.Level.NORMAL));
            }
            for (String a : getParameters().getRaw()) if (a.startsWith("moves=")) {
                int[] left = {Integer.parseInt(a.substring(6))};
                javafx.animation.Timeline t = new javafx.animation.Timeline(new javafx.animation.KeyFrame(javafx.util.Duration.millis(900), e -> {
                    var s = game.controller().state();
                    if (left[0] > 0 && !s.isOver() && game.boardView().isInteractive()) {
                        left[0]--;
                        game.controller().humanPlay(arcade.games.shannon.ai.ThesisHeuristic.move(s));
                    }
                }));
                t.setCycleCount(javafx.animation.Animation.INDEFINITE);
                t.play();
            }
            for (String a : getParameters().getRaw()) if (a.equals("overlay")) game.analysisToggleForPreview();
            for (String a : getParameters().getRaw()) if (a.equals("teach")) game.history().panel().teachProperty().set(true);
            for (String a : getParameters().getRaw()) if (a.equals("editor")) game.openEditorForPreview();
            Label status = new Label();
            status.textProperty().bind(game.controls().statusProperty());
            status.setStyle("-fx-padding: 6 12 6 12;");
            BorderPane chrome = new BorderPane(game.root());
            chrome.setBottom(status);
            stage.setScene(new Scene(chrome, 1100, 760));
            stage.setTitle("Shannon preview");
            stage.show();
            for (String a : getParameters().getRaw()) {
                if (a.equals("dialog=custom")) javafx.application.Platform.runLater(() -> game.controls().customGame());
                if (a.equals("dialog=host")) javafx.application.Platform.runLater(() -> NetworkDialogs.host(game.root(), ShannonSettings.defaults(), game.controller().config().board()));
                if (a.equals("dialog=join")) javafx.application.Platform.runLater(() -> NetworkDialogs.join(game.root(), ShannonSettings.defaults()));
                if (a.startsWith("join=")) game.network().join(a.substring(5, a.lastIndexOf(':')), // join=HOST:PORT@CODE
                        Integer.parseInt(a.substring(a.lastIndexOf(':') + 1, a.indexOf('@'))), a.substring(a.indexOf('@') + 1),
                        arcade.games.shannon.ai.Level.NORMAL);
                if (a.startsWith("x=")) stage.setX(Double.parseDouble(a.substring(2)));
                if (a.startsWith("w=")) stage.setWidth(Double.parseDouble(a.substring(2)));
                if (a.startsWith("h=")) stage.setHeight(Double.parseDouble(a.substring(2)));
                if (a.equals("finish")) game.controller().autoPlay();
                if (a.startsWith("back=")) {
                    int k = Integer.parseInt(a.substring(5));
                    javafx.animation.PauseTransition later = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(3));
                    later.setOnFinished(e -> game.history().show(k));
                    later.play();
                }
                if (a.equals("replay")) { // after "finish": a new game, then the finished one replayed to its end
                    javafx.animation.PauseTransition later = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(4));
                    later.setOnFinished(e -> {
                        if (ctx.finishedGames.isEmpty()) return;
                        int n = game.controller().moves().size();
                        game.controller().start(game.controller().config());
                        game.replay(ctx.finishedGames.get(ctx.finishedGames.size() - 1));
                        javafx.animation.PauseTransition end = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(1));
                        end.setOnFinished(f -> game.history().show(n));
                        end.play();
                    });
                    later.play();
                }
                if (a.startsWith("host=")) game.network().host(Integer.parseInt(a.substring(5)), game.controller().config().board(),
                        arcade.games.shannon.model.Side.SHORT, arcade.games.shannon.model.Side.SHORT, arcade.games.shannon.ai.Level.NORMAL);
            }
        }
    }
}
