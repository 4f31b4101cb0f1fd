package arcade.games.capuzzle.model;

/** A line on each of the elementary rules the thesis names (THESIS.md 8), and a plain formula for the rest. */
final class ElementaryNotes {
    private ElementaryNotes() {}

    static String describe(int n) {
        String what = switch (n) {
            case 30 -> "chaotic; new = left XOR (centre OR right). Wolfram used it as a random number generator.";
            case 90 -> "new = left XOR right. From a single cell it draws Sierpiński's triangle.";
            case 110 -> "a class IV rule, proved Turing-complete by Cook (2004).";
            case 126 -> "new = 1 unless all three cells are equal; its own mirror image.";
            case 150 -> "new = left XOR centre XOR right.";
            case 184 -> "traffic: a 1 moves right when the cell to its right is 0.";
            case 94 -> "a class I rule in the thesis's list.";
            case 137 -> "a class IV rule in the thesis's list.";
            default -> "an elementary rule.";
        };
        return "Wolfram rule " + n + ": " + what + " In Wolfram's order 111, 110, …, 000 the results are "
                + String.format("%8s", Integer.toBinaryString(n)).replace(' ', '0') + ".";
    }
}
