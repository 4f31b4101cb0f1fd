/**
 * The FX kit: what canvas games share so each one does not write it again.
 * <ul>
 *   <li>Drawing: {@link arcade.api.fx.CanvasPane} (a canvas at the region's size),
 *       {@link arcade.api.fx.ViewportPane} (scrolling and zooming over a large board, drawing only the
 *       visible part), {@link arcade.api.fx.GridGeometry} (cell size, origin, point → cell,
 *       cell → rectangle, snapped to device pixels) and typed palettes read from CSS
 *       ({@link arcade.api.fx.CssPalette#read}, kept in step with the theme by
 *       {@link arcade.api.fx.ThemedPalette}).</li>
 *   <li>Time: {@link arcade.api.fx.FrameTicker} (display frames, or manual ones in tests),
 *       {@link arcade.api.fx.FixedStepClock} (fixed steps from display frames) for real-time
 *       games, {@link arcade.api.fx.AnimationLoop} for views that animate now and then.</li>
 *   <li>Input: {@link arcade.api.fx.GridCursor} (a keyboard cursor over a grid) and
 *       {@link arcade.api.fx.DragController} (drag and drop of cards and pieces with a keyboard path).</li>
 *   <li>Work off the FX thread: {@link arcade.api.fx.Background} and {@link arcade.api.fx.FileActions}
 *       (open and save dialogs with off-thread reads and atomic writes, failures in plain words).</li>
 * </ul>
 */
package arcade.api.fx;
