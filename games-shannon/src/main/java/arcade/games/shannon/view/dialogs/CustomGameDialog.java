package arcade.games.shannon.view.dialogs;

import arcade.games.shannon.view.match.ShannonIds;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.view.match.ShannonSettings;

import arcade.api.plugin.GameContext;
import arcade.api.session.Rng;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.view.dialogs.GameDialogs;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.Locale;
import java.util.Optional;

/** New game with every choice: board kind and size, seed, density, who starts, mode, strength. */
public final class CustomGameDialog {
    private CustomGameDialog() {}

    public static Optional<MatchConfig> show(Node owner, ShannonSettings s, GameContext ctx) {
        Dialog<MatchConfig> d = new Dialog<>();
        d.setTitle("Custom Shannon game");
        d.setHeaderText("Choose the board and the players");
        d.getDialogPane().getStylesheets().add(CustomGameDialog.class.getResource(ShannonIds.CSS).toExternalForm());
        d.getDialogPane().getStyleClass().add("shannon-dialog");

        ComboBox<String> kind = new ComboBox<>();
        kind.getItems().addAll("Random board (thesis generator)", "Balanced board (coin-toss winner)", "Bridg-It", "Bird Cage");
        kind.getSelectionModel().select(0);
        // Plain text fields checked as typed: a value out of range is refused with the range, never changed silently.
        TextField width = new TextField("7"), height = new TextField("5"), order = new TextField("5");
        width.setPrefColumnCount(4);
        height.setPrefColumnCount(4);
        order.setPrefColumnCount(4);
        width.setId("custom-width");
        height.setId("custom-height");
        order.setId("custom-order");
        Slider density = new Slider(0.8, 1.0, s.density());
        density.setMajorTickUnit(0.05);
        density.setMinorTickCount(0);
        density.setSnapToTicks(true);
        Label densityValue = new Label();
        densityValue.textProperty().bind(density.valueProperty().asString(Locale.ROOT, "%.2f"));
        TextField seed = new TextField();
        seed.setPromptText("random");
        seed.setId("custom-seed");
        Label seedMeaning = new Label(CustomInput.describeSeed(""));
        seedMeaning.getStyleClass().add("hint-text");
        seed.textProperty().addListener((o, a, v) -> seedMeaning.setText(CustomInput.describeSeed(v)));
        Label error = new Label();
        error.getStyleClass().add("error-text");
        error.setId("custom-error");
        error.setWrapText(true);
        error.setMaxWidth(360);
        // Room for two lines from the start, so a message never comes cut short in a dialog that does not grow.
        error.setMinHeight(40);
        error.setAlignment(javafx.geometry.Pos.TOP_LEFT);
        ComboBox<String> first = new ComboBox<>();
        first.getItems().addAll("Short", "Cut");
        first.getSelectionModel().select(s.first().equals("cut") ? 1 : 0);
        ComboBox<String> mode = new ComboBox<>();
        mode.getItems().addAll("Against the computer, as Short", "Against the computer, as Cut", "Two players on this computer");
        mode.getSelectionModel().select(s.mode().equals("hotseat") ? 2 : s.human().equals("cut") ? 1 : 0);
        ComboBox<String> level = new ComboBox<>();
        level.getItems().addAll("Easy", "Normal (the thesis algorithm)", "Perfect");
        level.getSelectionModel().select(switch (s.level()) { case "easy" -> 0; case "perfect" -> 2; default -> 1; });
        Label note = new Label();
        note.getStyleClass().add("hint-text");
        note.setWrapText(true);
        note.setMaxWidth(360);
        note.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);

        GridPane g = new GridPane();
        g.getStyleClass().add("grid");
        int r = 0;
        g.addRow(r++, new Label("Board"), kind);
        g.addRow(r++, new Label("Width × height"), new javafx.scene.layout.HBox(8, width, new Label("×"), height));
        g.addRow(r++, new Label("Cell density (p)"), new javafx.scene.layout.HBox(8, density, densityValue));
        g.addRow(r++, new Label("Bridg-It order"), order);
        g.addRow(r++, new Label("Seed"), seed);
        g.add(seedMeaning, 1, r++);
        g.addRow(r++, new Label("Who starts"), first);
        g.addRow(r++, new Label("Players"), mode);
        g.addRow(r++, new Label("Computer strength"), level);
        g.add(note, 0, r++, 2, 1);
        g.add(error, 0, r, 2, 1);
        Runnable sync = () -> {
            int k = kind.getSelectionModel().getSelectedIndex();
            width.setDisable(k >= 2);
            height.setDisable(k >= 2);
            density.setDisable(k >= 2);
            seed.setDisable(k >= 2);
            order.setDisable(k != 2);
            level.setDisable(mode.getSelectionModel().getSelectedIndex() == 2);
            note.setText(switch (k) {
                case 0 -> "The thesis generator: Short, moving first, can force a win on most of these boards.";
                case 1 -> "A coin toss decides whether the first player or Cut can force the win, and boards are generated until one matches.";
                case 2 -> "Gale's game: the first player can always force a win.";
                default -> "Shannon's Bird Cage, a Bridg-It board of order 5 turned by 45°.";
            });
        };
        ButtonType startType = new ButtonType("Start", javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        d.getDialogPane().getButtonTypes().addAll(startType, ButtonType.CANCEL);
        javafx.scene.Node start = d.getDialogPane().lookupButton(startType);
        // The first problem with what was typed, or null: Start stays disabled until there is none.
        java.util.function.Supplier<String> problem = () -> {
            int k = kind.getSelectionModel().getSelectedIndex();
            java.util.List<CustomInput.Result> checks = k >= 2
                    ? (k == 2 ? java.util.List.of(CustomInput.number(order.getText(), CustomInput.MIN_ORDER, CustomInput.MAX_ORDER, "The Bridg-It order")) : java.util.List.of())
                    : java.util.List.of(CustomInput.number(width.getText(), CustomInput.MIN_WIDTH, CustomInput.MAX_WIDTH, "The width"),
                                        CustomInput.number(height.getText(), CustomInput.MIN_HEIGHT, CustomInput.MAX_HEIGHT, "The height"));
            return checks.stream().flatMap(c -> c.error().stream()).findFirst().orElse(null);
        };
        Runnable check = () -> {
            String p = problem.get();
            error.setText(p == null ? "" : p);
            start.setDisable(p != null);
        };
        for (TextField f : java.util.List.of(width, height, order)) f.textProperty().addListener((o, a, v) -> check.run());
        kind.valueProperty().addListener((o, a, v) -> { sync.run(); check.run(); });
        mode.valueProperty().addListener((o, a, v) -> sync.run());
        sync.run();
        check.run();
        d.getDialogPane().setContent(g);
        d.setResultConverter(bt -> {
            if (bt == null || bt.getButtonData() != javafx.scene.control.ButtonBar.ButtonData.OK_DONE) return null;
            Side firstSide = first.getSelectionModel().getSelectedIndex() == 1 ? Side.CUT : Side.SHORT;
            if (problem.get() != null) return null;
            long sd = seed.getText().isBlank() ? new Rng(System.nanoTime() ^ ctx.clock().millis()).nextInt(1_000_000_000) : CustomInput.seed(seed.getText());
            int wv = CustomInput.number(width.getText(), CustomInput.MIN_WIDTH, CustomInput.MAX_WIDTH, "").value();
            int hv = CustomInput.number(height.getText(), CustomInput.MIN_HEIGHT, CustomInput.MAX_HEIGHT, "").value();
            int ov = CustomInput.number(order.getText(), CustomInput.MIN_ORDER, CustomInput.MAX_ORDER, "").value();
            double p = Math.round(density.getValue() * 100) / 100.0;
            BoardSpec spec = switch (kind.getSelectionModel().getSelectedIndex()) {
                case 0 -> new BoardSpec.Generated(GeneratorParams.of(wv, hv, p), sd);
                case 1 -> new BoardSpec.Balanced(new GeneratorParams(wv, hv, p, GeneratorParams.BALANCED_Q), sd, firstSide);
                case 2 -> new BoardSpec.BridgIt(ov);
                default -> new BoardSpec.BirdCage();
            };
            int m = mode.getSelectionModel().getSelectedIndex();
            Level lvl = Level.values()[level.getSelectionModel().getSelectedIndex()];
            return new MatchConfig(spec, firstSide, m == 2 ? PlayMode.HOT_SEAT : PlayMode.VS_COMPUTER, m == 1 ? Side.CUT : Side.SHORT, lvl);
        });
        return GameDialogs.showAndWait(owner, d);
    }

}
