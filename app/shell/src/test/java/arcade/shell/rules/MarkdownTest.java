package arcade.shell.rules;

import arcade.shell.rules.Markdown.Inline.Span;
import arcade.shell.rules.Markdown.Inline.Style;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownTest {
    @Test void blocks() {
        List<Markdown.Block> b = Markdown.parse("""
                # Title

                First line
                continues here.

                - one
                - two
                  wrapped
                3. three
                4. four

                ```
                code  kept
                ```
                | A | B |
                |---|---|
                | 1 | 2 |
                > quoted
                ---
                """);
        assertThat(b).containsExactly(
                new Markdown.Heading(1, "Title"),
                new Markdown.Paragraph("First line continues here."),
                new Markdown.ListBlock(false, 1, List.of("one", "two wrapped")),
                new Markdown.ListBlock(true, 3, List.of("three", "four")),
                new Markdown.Code("code  kept"),
                new Markdown.Table(List.of("A", "B"), List.of(List.of("1", "2"))),
                new Markdown.Quote("quoted"),
                new Markdown.Rule());
    }

    @Test void inlineMarks() {
        assertThat(Markdown.Inline.parse("a **bold** and *it* or `x*y` end")).containsExactly(
                new Span("a ", Style.PLAIN), new Span("bold", Style.BOLD), new Span(" and ", Style.PLAIN),
                new Span("it", Style.ITALIC), new Span(" or ", Style.PLAIN), new Span("x*y", Style.CODE),
                new Span(" end", Style.PLAIN));
    }

    @Test void underscoresInsideWordsAndLoneStarsStayText() {
        assertThat(Markdown.Inline.parse("snake_case_name 2 * 3")).containsExactly(new Span("snake_case_name 2 * 3", Style.PLAIN));
        assertThat(Markdown.Inline.parse("***both***")).containsExactly(new Span("both", Style.BOLD_ITALIC));
    }

    @Test void unclosedFenceTakesTheRest() {
        assertThat(Markdown.parse("```\nx\ny")).containsExactly(new Markdown.Code("x\ny"));
    }
}
