package arcade.games.shannon.view.dialogs;

import arcade.games.shannon.view.match.ShannonIds;
import arcade.games.shannon.view.match.ShannonSettings;

import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.net.JoinCode;
import arcade.games.shannon.net.LanAddresses;
import arcade.games.shannon.view.dialogs.GameDialogs;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.Optional;

/** The host and join dialogs of network play. */
public final class NetworkDialogs {
    public record HostChoice(BoardSpec board, Side hostSide, Side starts, int port) {}
    public record JoinChoice(String host, int port, String code) {}

    private NetworkDialogs() {}

    public static Optional<HostChoice> host(Node owner, ShannonSettings s, BoardSpec current) {
        Dialog<HostChoice> d = dialog(owner, "Host a network game", "The other player joins with your address, port and a join code");
        ComboBox<String> board = new ComboBox<>();
        board.getItems().addAll("Small 5×4 (shared seed)", "Medium 7×5 (shared seed)", "Large 10×8 (shared seed)",
                "Balanced 7×5 (shared seed)", "Bridg-It, order 5", "Bird Cage", "The current board (" + current.label() + ")");
        board.getSelectionModel().select(1);
        ComboBox<String> side = new ComboBox<>();
        side.getItems().addAll("Short (heal links)", "Cut (cut links)");
        side.getSelectionModel().select(0);
        ComboBox<String> starts = new ComboBox<>();
        starts.getItems().addAll("Short", "Cut");
        starts.getSelectionModel().select(s.first().equals("cut") ? 1 : 0);
        TextField port = new TextField(Integer.toString(s.port()));
        Label addresses = new Label(String.join("\n", LanAddresses.list()));
        addresses.getStyleClass().add("address");
        Label error = new Label();
        error.getStyleClass().add("error-text");
        Label note = new Label("Once you host, the window shows a six-character join code: tell it to the other player with the address. "
                + "Random boards take their seed from both computers' random numbers, so neither side chooses it (p = 0.9, as in the thesis).");
        note.getStyleClass().add("hint-text");
        note.setWrapText(true);
        note.setMaxWidth(380);
        GridPane g = grid();
        int r = 0;
        g.addRow(r++, new Label("Board"), board);
        g.addRow(r++, new Label("You play"), side);
        g.addRow(r++, new Label("Who starts"), starts);
        g.addRow(r++, new Label("Port"), port);
        g.addRow(r++, new Label("Your address"), addresses);
        g.add(note, 0, r++, 2, 1);
        g.add(error, 0, r, 2, 1);
        d.getDialogPane().setContent(g);
        ButtonType ok = new ButtonType("Host", ButtonBar.ButtonData.OK_DONE);
        d.getDialogPane().getButtonTypes().addAll(ok, ButtonType.CANCEL);
        d.getDialogPane().lookupButton(ok).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            if (parsePort(port.getText()) < 0) { error.setText("The port must be a number from 0 to 65535 (0 = any free port)."); e.consume(); }
        });
        d.setResultConverter(bt -> {
            if (bt != ok) return null;
            Side first = starts.getSelectionModel().getSelectedIndex() == 1 ? Side.CUT : Side.SHORT;
            BoardSpec spec = switch (board.getSelectionModel().getSelectedIndex()) {
                case 0 -> new BoardSpec.Generated(GeneratorParams.SMALL, 0);
                case 1 -> new BoardSpec.Generated(GeneratorParams.MEDIUM, 0);
                case 2 -> new BoardSpec.Generated(GeneratorParams.LARGE, 0);
                case 3 -> new BoardSpec.Balanced(new GeneratorParams(7, 5, GeneratorParams.THESIS_P, GeneratorParams.BALANCED_Q), 0, first);
                case 4 -> new BoardSpec.BridgIt(5);
                case 5 -> new BoardSpec.BirdCage();
                default -> new BoardSpec.Custom(current.build()); // carried whole, not re-seeded
            };
            return new HostChoice(spec, side.getSelectionModel().getSelectedIndex() == 1 ? Side.CUT : Side.SHORT, first, parsePort(port.getText()));
        });
        return GameDialogs.showAndWait(owner, d);
    }

    public static Optional<JoinChoice> join(Node owner, ShannonSettings s) {
        Dialog<JoinChoice> d = dialog(owner, "Join a network game", "Enter the address, port and join code the host sees");
        TextField host = new TextField(s.lastHost());
        host.setPromptText("192.168.1.5");
        TextField port = new TextField(Integer.toString(s.port() == 0 ? 47031 : s.port()));
        TextField code = new TextField();
        code.setPromptText("as the host shows it");
        code.setId("join-code");
        Label error = new Label();
        error.getStyleClass().add("error-text");
        GridPane g = grid();
        g.addRow(0, new Label("Address"), host);
        g.addRow(1, new Label("Port"), port);
        g.addRow(2, new Label("Join code"), code);
        g.add(error, 0, 3, 2, 1);
        d.getDialogPane().setContent(g);
        ButtonType ok = new ButtonType("Join", ButtonBar.ButtonData.OK_DONE);
        d.getDialogPane().getButtonTypes().addAll(ok, ButtonType.CANCEL);
        d.getDialogPane().lookupButton(ok).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            int p = parsePort(port.getText());
            if (host.getText().isBlank() || host.getText().trim().contains(" ")) { error.setText("Enter the host's address, e.g. 192.168.1.5."); e.consume(); }
            else if (p <= 0) { error.setText("The port must be a number from 1 to 65535."); e.consume(); }
            else if (JoinCode.problem(code.getText()) != null) { error.setText(JoinCode.problem(code.getText())); e.consume(); }
        });
        d.setResultConverter(bt -> bt == ok ? new JoinChoice(host.getText().trim(), parsePort(port.getText()), JoinCode.normalize(code.getText())) : null);
        javafx.application.Platform.runLater(host::requestFocus);
        return GameDialogs.showAndWait(owner, d);
    }

    static int parsePort(String text) {
        try {
            int p = Integer.parseInt(text.trim());
            return p >= 0 && p <= 65535 ? p : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static <T> Dialog<T> dialog(Node owner, String title, String header) {
        Dialog<T> d = new Dialog<>();
        d.setTitle(title);
        d.setHeaderText(header);
        d.getDialogPane().getStylesheets().add(NetworkDialogs.class.getResource(ShannonIds.CSS).toExternalForm());
        d.getDialogPane().getStyleClass().add("shannon-dialog");
        return d;
    }

    private static GridPane grid() {
        GridPane g = new GridPane();
        g.getStyleClass().add("grid");
        return g;
    }
}
