package arcade.games.shannon.net;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The addresses a host can tell the other player to join (site-local IPv4 first). */
public final class LanAddresses {
    private LanAddresses() {}

    public static List<String> list() {
        List<String> out = new ArrayList<>();
        try {
            for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!ni.isUp() || ni.isLoopback()) continue;
                for (InetAddress a : Collections.list(ni.getInetAddresses()))
                    if (a instanceof Inet4Address) out.add(a.getHostAddress());
            }
        } catch (SocketException e) {
            // No interface list: the player can still join through 127.0.0.1 on this machine.
        }
        out.sort((x, y) -> Boolean.compare(!isSiteLocal(x), !isSiteLocal(y)));
        if (out.isEmpty()) out.add("127.0.0.1");
        return out;
    }

    private static boolean isSiteLocal(String a) {
        return a.startsWith("192.168.") || a.startsWith("10.") || a.matches("172\\.(1[6-9]|2\\d|3[01])\\..*");
    }
}
