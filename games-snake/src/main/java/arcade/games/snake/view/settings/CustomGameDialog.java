package arcade.games.snake.view.settings;

import arcade.games.snake.model.Level;
import arcade.games.snake.model.RivalStrength;
import arcade.games.snake.model.SnakeOptions;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.util.StringConverter;

import java.util.Locale;

/** The Custom game dialog: every option of {@link SnakeOptions}, starting from the current game's. */
public final class CustomGameDialog extends Dialog<SnakeOptions> {
    private final Spinner<Integer> cols = new Spinner<>(SnakeOptions.MIN_SIDE, 60, 20);
    private final Spinner<Integer> rows = new Spinner<>(SnakeOptions.MIN_SIDE, 60, 20);
    private final Spinner<Integer> speed = new Spinner<>(1, 5, 3);
    private final CheckBox speedUp = new CheckBox("Speed up with every apple");
    private final CheckBox torus = new CheckBox("Wrap-around edges");
    private final Spinner<Integer> apples = new Spinner<>(1, 9, 1);
    private final CheckBox poison = new CheckBox("Each apple leaves poison");
    private final CheckBox moreBonuses = new CheckBox("Shrink and slow-down bonuses");
    private final CheckBox extraBonuses = new CheckBox("Extra lives and fakes");
    private final Spinner<Integer> lives = new Spinner<>(1, SnakeOptions.MAX_LIVES, 1);
    private final Spinner<Integer> rounds = new Spinner<>(1, SnakeOptions.MAX_ROUNDS, arcade.games.snake.model.SnakeDefinition.TWO_PLAYER_ROUNDS);
    private final Spinner<Integer> rivals = new Spinner<>(0, SnakeOptions.MAX_RIVALS, 0);
    private final ChoiceBox<RivalStrength> strength = new ChoiceBox<>();
    private final ChoiceBox<Level> level = new ChoiceBox<>();
    private final ChoiceBox<Integer> snakes = new ChoiceBox<>();
    private final ChoiceBox<Boolean> rules = new ChoiceBox<>();
    private final Label rulesHint = new Label();

    public CustomGameDialog(SnakeOptions start) {
        setTitle("Custom Snake");
        setHeaderText(null); // the title says it; the dialog must fit above a 640×480 window
        level.getItems().setAll(java.util.Arrays.stream(Level.values()).filter(l -> l != Level.CAMPAIGN).toList()); // the campaign is its preset
        level.setConverter(new StringConverter<>() {
            @Override public String toString(Level l) { return l == null ? "" : levelName(l); }
            @Override public Level fromString(String s) { return null; }
        });
        snakes.getItems().setAll(1, 2);
        snakes.setConverter(new StringConverter<>() {
            @Override public String toString(Integer n) { return n == null ? "" : n == 1 ? "One snake" : "Two snakes (arrows + WASD)"; }
            @Override public Integer fromString(String s) { return null; }
        });
        rules.getItems().setAll(false, true);
        rules.setConverter(new StringConverter<>() {
            @Override public String toString(Boolean classic) { return classic == null ? "" : classic ? "Classic" : "Thesis"; }
            @Override public Boolean fromString(String s) { return null; }
        });
        rulesHint.getStyleClass().add("text-muted");
        rulesHint.setWrapText(true);
        rulesHint.setMaxWidth(300);
        rules.valueProperty().addListener((o, a, v) -> {
            rulesHint.setText(rulesText(Boolean.TRUE.equals(v)));
            if (a != null && v != null) poison.setSelected(!v); // each rule set comes with its own poison default
        });
        lives.disableProperty().bind(snakes.valueProperty().isEqualTo(2)); // lives are for one player
        rivals.disableProperty().bind(snakes.valueProperty().isEqualTo(2)); // and so are the computer rivals
        rounds.disableProperty().bind(snakes.valueProperty().isEqualTo(1)); // two players play rounds
        strength.getItems().setAll(RivalStrength.values());
        strength.setConverter(new StringConverter<>() {
            @Override public String toString(RivalStrength s) { return s == null ? "" : s.title(); }
            @Override public RivalStrength fromString(String s) { return null; }
        });
        strength.disableProperty().bind(rivals.valueProperty().isEqualTo(0).or(snakes.valueProperty().isEqualTo(2)));
        for (Spinner<Integer> s : java.util.List.of(cols, rows, speed, apples, lives, rounds, rivals)) {
            s.setEditable(true);
            s.setPrefWidth(90);
        }
        set(start);

        GridPane grid = new GridPane();
        javafx.scene.layout.ColumnConstraints names = new javafx.scene.layout.ColumnConstraints();
        names.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the names of the rows are never cut short
        grid.getColumnConstraints().add(names);
        grid.setHgap(12);
        grid.setVgap(8);
        int r = 0;
        grid.addRow(r++, new Label("Rules"), rules);
        grid.add(rulesHint, 1, r++);
        javafx.scene.layout.HBox sizeRow = new javafx.scene.layout.HBox(8, cols, new Label("×"), rows);
        sizeRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        grid.addRow(r++, new Label("Size"), sizeRow);
        Label speedHint = new Label();
        speedHint.getStyleClass().add("text-muted");
        speed.valueProperty().addListener((o, a, v) -> speedHint.setText(SpeedLevels.describe(v)));
        speedHint.setText(SpeedLevels.describe(speed.getValue()));
        javafx.scene.layout.HBox speedRow = new javafx.scene.layout.HBox(10, speed, speedHint);
        speedRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        grid.addRow(r++, new Label("Speed"), speedRow);
        grid.add(speedUp, 1, r++);
        // a check box beside the control it belongs to, so the dialog fits above a 640×480 window
        grid.addRow(r++, new Label("Walls"), row(level, torus));
        grid.addRow(r++, new Label("Apples"), row(apples, poison));
        grid.addRow(r++, new Label("Bonuses"), row(moreBonuses, extraBonuses));
        grid.addRow(r++, new Label("Players"), snakes);
        grid.add(row(row(new Label("Lives"), lives), row(new Label("Rounds to win"), rounds)), 1, r++);
        grid.addRow(r, new Label("Rivals"), row(rivals, strength));
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ((javafx.scene.control.Button) ok).setText("Start");
        setResultConverter(b -> b == ButtonType.OK ? options() : null);
    }

    private static javafx.scene.layout.HBox row(Node... nodes) {
        javafx.scene.layout.HBox h = new javafx.scene.layout.HBox(14, nodes);
        h.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return h;
    }

    /** Puts the values of {@code o} into the controls (sizes beyond the spinners are clamped). */
    public void set(SnakeOptions o) {
        cols.getValueFactory().setValue(Math.min(60, o.cols()));
        rows.getValueFactory().setValue(Math.min(60, o.rows()));
        speed.getValueFactory().setValue(o.speed());
        speedUp.setSelected(o.speedUp());
        torus.setSelected(o.torus());
        apples.getValueFactory().setValue(o.apples());
        poison.setSelected(o.poison());
        moreBonuses.setSelected(o.moreBonuses());
        extraBonuses.setSelected(o.extraBonuses());
        lives.getValueFactory().setValue(o.lives());
        if (o.playsRounds()) rounds.getValueFactory().setValue(o.rounds());
        rivals.getValueFactory().setValue(o.rivals());
        strength.setValue(o.rivalStrength());
        level.setValue(o.campaign() ? Level.BOX : o.level());
        snakes.setValue(o.snakes());
        growth = o.growth();
        startLength = o.startLength();
        rules.setValue(o.tailFollow());
        rulesHint.setText(rulesText(o.tailFollow()));
    }

    private int growth = SnakeOptions.THESIS_GROWTH, startLength = SnakeOptions.START_LENGTH;

    /** What the chosen rule set means, in a sentence or two. */
    public static String rulesText(boolean classic) {
        return classic
                ? "Classic: an apple makes the snake 1 longer, and the head may move into the cell the tail is leaving."
                : "Thesis: an apple makes the snake 3 longer, and touching the tail is fatal even as it moves away.";
    }

    /** The options the controls describe now. */
    public SnakeOptions options() {
        boolean classic = Boolean.TRUE.equals(rules.getValue());
        // Switching the rule set takes that set's growth; otherwise a custom growth is kept.
        int g = classic == (growth == 1) ? growth : classic ? 1 : SnakeOptions.THESIS_GROWTH;
        return new SnakeOptions(cols.getValue(), rows.getValue(), speed.getValue(), speedUp.isSelected(),
                torus.isSelected(), apples.getValue(), poison.isSelected(), level.getValue(), snakes.getValue(),
                g, classic, startLength, moreBonuses.isSelected(), snakes.getValue() == 2 ? 1 : lives.getValue(), extraBonuses.isSelected(),
                snakes.getValue() == 2 ? 0 : rivals.getValue(), strength.getValue(), snakes.getValue() == 2 ? rounds.getValue() : 0);
    }

    public static String levelName(Level l) {
        return switch (l) {
            case OPEN -> "Open field (no walls)";
            case BOX -> "Border (thesis)";
            case CROSS -> "Cross";
            case ROOMS -> "Four rooms";
            case TUNNEL -> "Tunnel";
            default -> l.name().toLowerCase(Locale.ROOT);
        };
    }
}
