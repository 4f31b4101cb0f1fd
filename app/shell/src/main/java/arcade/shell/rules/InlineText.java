package arcade.shell.rules;

import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Tooltip;
import javafx.scene.text.TextFlow;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The inline content of one block (text, emphasis, code, links, line breaks) as a wrapping {@link TextFlow}. */
final class InlineText {
    private final Consumer<String> openLink;

    InlineText(Consumer<String> openLink) { this.openLink = openLink; }

    TextFlow flow(Node block) {
        TextFlow f = new TextFlow();
        block.accept(new Spans(f));
        return f;
    }

    private final class Spans extends AbstractVisitor {
        private final TextFlow flow;
        private final List<String> styles = new ArrayList<>();

        Spans(TextFlow flow) { this.flow = flow; }

        private void text(String s, String... extra) {
            javafx.scene.text.Text t = new javafx.scene.text.Text(s);
            t.getStyleClass().add("md-text");
            t.getStyleClass().addAll(styles);
            t.getStyleClass().addAll(extra);
            flow.getChildren().add(t);
        }

        private void styled(String style, Node n) {
            styles.add(style);
            visitChildren(n);
            styles.remove(styles.size() - 1);
        }

        @Override public void visit(Text t) { text(t.getLiteral()); }
        @Override public void visit(Emphasis e) { styled("md-italic", e); }
        @Override public void visit(StrongEmphasis s) { styled("md-bold", s); }
        @Override public void visit(Code c) { text(c.getLiteral(), "md-code"); }
        @Override public void visit(SoftLineBreak b) { text(" "); }
        @Override public void visit(HardLineBreak b) { text("\n"); }
        @Override public void visit(HtmlInline h) { text(h.getLiteral()); }
        @Override public void visit(Image i) { styled("md-italic", i); } // the alt text

        @Override public void visit(Link l) {
            StringBuilder label = new StringBuilder();
            l.accept(new AbstractVisitor() {
                @Override public void visit(Text t) { label.append(t.getLiteral()); }
                @Override public void visit(Code c) { label.append(c.getLiteral()); }
            });
            Hyperlink h = new Hyperlink(label.length() == 0 ? l.getDestination() : label.toString());
            h.getStyleClass().add("md-link");
            h.setTooltip(new Tooltip(l.getDestination()));
            h.setOnAction(e -> openLink.accept(l.getDestination()));
            flow.getChildren().add(h);
        }
    }
}
