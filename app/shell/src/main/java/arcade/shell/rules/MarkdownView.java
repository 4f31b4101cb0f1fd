package arcade.shell.rules;

import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import java.util.List;

/** Renders parsed Markdown as JavaFX nodes; all looks come from rules.css. */
public final class MarkdownView extends VBox {

    public MarkdownView(String markdown) {
        getStyleClass().add("markdown");
        getStylesheets().add(MarkdownView.class.getResource("/arcade/shell/rules/rules.css").toExternalForm());
        for (Markdown.Block b : Markdown.parse(markdown)) getChildren().add(render(b));
    }

    private Node render(Markdown.Block b) {
        if (b instanceof Markdown.Heading h) {
            TextFlow f = flow(h.text());
            f.getStyleClass().addAll("md-heading", "md-h" + Math.min(h.level(), 4));
            return f;
        }
        if (b instanceof Markdown.Paragraph p) {
            TextFlow f = flow(p.text());
            f.getStyleClass().add("md-paragraph");
            return f;
        }
        if (b instanceof Markdown.ListBlock l) return list(l);
        if (b instanceof Markdown.Code c) {
            Label code = new Label(c.text());
            code.getStyleClass().add("md-code-block");
            code.setMaxWidth(Double.MAX_VALUE);
            code.setMinHeight(Region.USE_PREF_SIZE);
            ScrollPane wide = new ScrollPane(code); // long lines scroll instead of wrapping
            wide.setFitToHeight(true);
            wide.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
            wide.getStyleClass().add("md-code-scroll");
            return wide;
        }
        if (b instanceof Markdown.Table t) return table(t);
        if (b instanceof Markdown.Quote q) {
            TextFlow f = flow(q.text());
            f.getStyleClass().add("md-quote");
            return f;
        }
        Region rule = new Region();
        rule.getStyleClass().add("md-rule");
        return rule;
    }

    private Node list(Markdown.ListBlock l) {
        VBox box = new VBox();
        box.getStyleClass().add("md-list");
        int n = l.start();
        for (String item : l.items()) {
            Label marker = new Label(l.numbered() ? (n++) + "." : "•");
            marker.getStyleClass().add("md-list-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            TextFlow text = flow(item);
            HBox.setHgrow(text, Priority.ALWAYS);
            HBox row = new HBox(marker, text);
            row.setAlignment(Pos.TOP_LEFT);
            row.getStyleClass().add("md-list-item");
            box.getChildren().add(row);
        }
        return box;
    }

    private Node table(Markdown.Table t) {
        GridPane g = new GridPane();
        g.getStyleClass().add("md-table");
        int cols = t.header().size();
        for (List<String> r : t.rows()) cols = Math.max(cols, r.size());
        for (int c = 0; c < cols; c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHgrow(Priority.SOMETIMES);
            cc.setHalignment(HPos.LEFT);
            g.getColumnConstraints().add(cc);
        }
        for (int c = 0; c < t.header().size(); c++) g.add(cell(t.header().get(c), "md-th"), c, 0);
        for (int r = 0; r < t.rows().size(); r++) {
            List<String> row = t.rows().get(r);
            for (int c = 0; c < row.size(); c++) g.add(cell(row.get(c), r % 2 == 0 ? "md-td" : "md-td-alt"), c, r + 1);
        }
        g.setMaxWidth(Region.USE_PREF_SIZE);
        return g;
    }

    private Node cell(String text, String style) {
        TextFlow f = flow(text);
        f.getStyleClass().addAll("md-cell", style);
        f.setMaxWidth(Double.MAX_VALUE);
        return f;
    }

    static TextFlow flow(String text) {
        TextFlow f = new TextFlow();
        for (Markdown.Inline.Span s : Markdown.Inline.parse(text)) {
            Text t = new Text(s.text());
            t.getStyleClass().add("md-text");
            switch (s.style()) {
                case BOLD -> t.getStyleClass().add("md-bold");
                case ITALIC -> t.getStyleClass().add("md-italic");
                case BOLD_ITALIC -> t.getStyleClass().addAll("md-bold", "md-italic");
                case CODE -> t.getStyleClass().add("md-code");
                default -> { }
            }
            f.getChildren().add(t);
        }
        return f;
    }
}
