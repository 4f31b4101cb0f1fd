package arcade.games.shannon.net;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One TCP connection: a blocking reader used by the peer's own thread and a single writer thread,
 * so that callers (the FX thread among them) never block on the socket.
 */
final class NetConnection implements AutoCloseable {
    private final Socket socket;
    private final LineReader reader;
    private final OutputStream out;
    private final ExecutorService writer;
    private final AtomicBoolean closed = new AtomicBoolean();

    NetConnection(Socket socket) throws IOException {
        this.socket = socket;
        socket.setTcpNoDelay(true);
        socket.setKeepAlive(true);
        this.reader = new LineReader(new BufferedInputStream(socket.getInputStream()));
        this.out = socket.getOutputStream();
        this.writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "shannon-net-writer");
            t.setDaemon(true);
            return t;
        });
    }

    LineReader.Line read(int maxBytes) throws IOException { return reader.read(maxBytes); }

    void setReadTimeout(int millis) throws IOException { socket.setSoTimeout(millis); }

    /** Queues one message; a write failure closes the connection, which the reader then reports. */
    void send(NetMessage m) {
        byte[] line = (NetCodec.encode(m) + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            writer.execute(() -> {
                try {
                    out.write(line);
                    out.flush();
                } catch (IOException e) {
                    close();
                }
            });
        } catch (RejectedExecutionException e) {
            // Already closed: the message has nowhere to go.
        }
    }

    /** Sends a last message, then closes once it is written. */
    void sendAndClose(NetMessage m) {
        send(m);
        writer.shutdown(); // lets the queued write finish; the socket is closed after it
        Thread t = new Thread(() -> {
            try { writer.awaitTermination(2, java.util.concurrent.TimeUnit.SECONDS); } catch (InterruptedException ignored) { }
            close();
        }, "shannon-net-closer");
        t.setDaemon(true);
        t.start();
    }

    boolean isClosed() { return closed.get(); }

    String remote() { return socket.getRemoteSocketAddress().toString(); }

    @Override public void close() {
        if (!closed.compareAndSet(false, true)) return;
        writer.shutdown();
        try { socket.close(); } catch (IOException ignored) { }
    }
}
