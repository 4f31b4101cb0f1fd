package arcade.games.capuzzle.view.parts;

import javafx.scene.control.Spinner;

/**
 * Whole-number spinners the player may also type into. JavaFX takes a typed number only on
 * Enter, so without this a number typed and then left (or followed by a click on a button) is
 * silently dropped; here it is taken when the field loses focus and whenever the value is read.
 */
public final class Spinners {
    private Spinners() {}

    public static Spinner<Integer> of(int min, int max, int value) { return of(min, max, value, 1); }

    public static Spinner<Integer> of(int min, int max, int value, int step) {
        Spinner<Integer> s = new Spinner<>(min, max, value, step);
        s.setEditable(true);
        s.focusedProperty().addListener((o, was, now) -> { if (!now) value(s); });
        return s;
    }

    /** The value, after taking what was typed (a number out of range is brought into it; anything else is undone). */
    public static int value(Spinner<Integer> s) {
        var factory = (javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) s.getValueFactory();
        String typed = s.getEditor().getText().strip();
        try {
            int v = Math.max(factory.getMin(), Math.min(factory.getMax(), Integer.parseInt(typed)));
            factory.setValue(v);
        } catch (NumberFormatException e) {
            // not a number: the last value stays
        }
        s.getEditor().setText(String.valueOf(factory.getValue()));
        return factory.getValue();
    }
}
