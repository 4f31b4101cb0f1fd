package arcade.shell.rules;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;
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
import javafx.scene.text.TextFlow;

import java.util.List;
import java.util.function.Consumer;

/**
 * A rules page: CommonMark with GitHub tables, parsed by commonmark-java and rendered as JavaFX
 * nodes (headings, paragraphs, nested lists, tables, code, quotes, emphasis, links). All looks
 * come from rules.css.
 */
public final class MarkdownView extends VBox {
    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();

    private final InlineText inline;

    public MarkdownView(String markdown) { this(markdown, url -> { }); }

    /** {@code openLink} opens a link's address (in the desktop's browser). */
    public MarkdownView(String markdown, Consumer<String> openLink) {
        inline = new InlineText(openLink);
        getStyleClass().add("markdown");
        getStylesheets().add(MarkdownView.class.getResource("/arcade/shell/rules/rules.css").toExternalForm());
        getChildren().addAll(blocks(PARSER.parse(markdown)));
    }

    private List<Node> blocks(org.commonmark.node.Node parent) {
        List<Node> out = new java.util.ArrayList<>();
        for (org.commonmark.node.Node b = parent.getFirstChild(); b != null; b = b.getNext()) {
            Node n = block(b);
            if (n != null) out.add(n);
        }
        return out;
    }

    private Node block(org.commonmark.node.Node b) {
        if (b instanceof Heading h) {
            TextFlow f = inline.flow(h);
            f.getStyleClass().addAll("md-heading", "md-h" + Math.min(h.getLevel(), 4));
            return f;
        }
        if (b instanceof Paragraph p) {
            TextFlow f = inline.flow(p);
            f.getStyleClass().add("md-paragraph");
            return f;
        }
        if (b instanceof ListBlock l) return list(l);
        if (b instanceof FencedCodeBlock c) return code(c.getLiteral());
        if (b instanceof IndentedCodeBlock c) return code(c.getLiteral());
        if (b instanceof TableBlock t) return table(t);
        if (b instanceof BlockQuote q) {
            VBox box = new VBox();
            box.getChildren().addAll(blocks(q));
            box.getStyleClass().add("md-quote");
            return box;
        }
        if (b instanceof ThematicBreak) {
            Region rule = new Region();
            rule.getStyleClass().add("md-rule");
            return rule;
        }
        if (b instanceof HtmlBlock h) return code(h.getLiteral()); // shown as written, never interpreted
        return null; // link reference definitions and the like show nothing
    }

    private Node list(ListBlock l) {
        VBox box = new VBox();
        box.getStyleClass().add("md-list");
        if (l.getParent() instanceof ListItem) box.getStyleClass().add("md-list-nested");
        int n = l instanceof OrderedList o && o.getMarkerStartNumber() != null ? o.getMarkerStartNumber() : 1;
        for (org.commonmark.node.Node i = l.getFirstChild(); i != null; i = i.getNext()) {
            if (!(i instanceof ListItem item)) continue;
            Label marker = new Label(l instanceof BulletList ? "•" : (n++) + ".");
            marker.getStyleClass().add("md-list-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            VBox content = new VBox();
            content.getStyleClass().add("md-list-content");
            content.getChildren().addAll(blocks(item));
            HBox.setHgrow(content, Priority.ALWAYS);
            HBox row = new HBox(marker, content);
            row.setAlignment(Pos.TOP_LEFT);
            row.getStyleClass().add("md-list-item");
            box.getChildren().add(row);
        }
        return box;
    }

    private Node code(String literal) {
        String text = literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal;
        Label code = new Label(text);
        code.getStyleClass().add("md-code-block");
        code.setMaxWidth(Double.MAX_VALUE);
        code.setMinHeight(Region.USE_PREF_SIZE);
        ScrollPane wide = new ScrollPane(code); // long lines scroll instead of wrapping
        wide.setFitToHeight(true);
        wide.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        wide.getStyleClass().add("md-code-scroll");
        return wide;
    }

    private Node table(TableBlock t) {
        GridPane g = new GridPane();
        g.getStyleClass().add("md-table");
        int row = 0;
        for (org.commonmark.node.Node section = t.getFirstChild(); section != null; section = section.getNext()) {
            for (org.commonmark.node.Node r = section.getFirstChild(); r != null; r = r.getNext()) {
                if (!(r instanceof TableRow)) continue;
                int col = 0;
                for (org.commonmark.node.Node c = r.getFirstChild(); c != null; c = c.getNext()) {
                    if (!(c instanceof TableCell cell)) continue;
                    TextFlow f = inline.flow(cell);
                    f.getStyleClass().addAll("md-cell", cell.isHeader() ? "md-th" : row % 2 == 1 ? "md-td" : "md-td-alt");
                    f.setMaxWidth(Double.MAX_VALUE);
                    if (cell.getAlignment() == TableCell.Alignment.RIGHT) f.setTextAlignment(javafx.scene.text.TextAlignment.RIGHT);
                    if (cell.getAlignment() == TableCell.Alignment.CENTER) f.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
                    g.add(f, col++, row);
                }
                while (g.getColumnConstraints().size() < col) {
                    ColumnConstraints cc = new ColumnConstraints();
                    cc.setHgrow(Priority.SOMETIMES);
                    cc.setHalignment(HPos.LEFT);
                    g.getColumnConstraints().add(cc);
                }
                row++;
            }
        }
        g.setMaxWidth(Region.USE_PREF_SIZE);
        return g;
    }
}
