package org.okey.app

import android.content.Context
import android.net.nsd.NsdManager
import android.net.nsd.NsdServiceInfo
import android.os.Build
import android.os.Handler
import android.os.Looper
import org.okey.appcore.Intent
import org.okey.ui.shell.Discovery

/**
 * Tables on the local network by DNS-SD (`_okey._tcp`), through Android's `NsdManager`: the
 * Join screen's "tables nearby" ([browse], asked for by the core's `Effect.Browse`, each table
 * resolved and sent as `Intent.TableFound`, a lost one as `Intent.TableGone`), and the host's own
 * table advertised while its lobby has an address ([advertise]). NSD's callbacks come on its own
 * threads; every intent is sent on the main thread. The connection itself is not made here: the
 * core's `Effect.Connect` goes to the transport (Rust, okey-net).
 */
class NsdTables(context: Context, private val send: (Intent) -> Unit) : Discovery {
    private val nsd = context.getSystemService(Context.NSD_SERVICE) as NsdManager
    private val main = Handler(Looper.getMainLooper())

    private var browsing: NsdManager.DiscoveryListener? = null
    private var advertised: NsdManager.RegistrationListener? = null
    private var advertisedPort: Int? = null

    /** Each table found, by its service name, where it resolved to (for its TableGone). */
    private val resolved = HashMap<String, Pair<String, Int>>()

    /** Before Android 14 one resolution at a time: the others wait here. */
    private val waiting = ArrayDeque<NsdServiceInfo>()
    private var resolving = false

    override fun browse(on: Boolean) {
        if (on == (browsing != null)) return
        if (on) {
            val listener = Browsing()
            browsing = listener
            nsd.discoverServices(SERVICE_TYPE, NsdManager.PROTOCOL_DNS_SD, listener)
        } else {
            browsing?.let { runCatching { nsd.stopServiceDiscovery(it) } }
            browsing = null
            main.post {
                resolved.clear()
                waiting.clear()
            }
        }
    }

    /**
     * Advertises this phone's table, listening at [host]:[port], under [name], or stops with a
     * `null` port. The address and port also go in the TXT record (`host`, `port`), which the
     * iPhone app reads instead of resolving.
     */
    fun advertise(name: String, host: String, port: Int?) {
        if (port == advertisedPort) return
        advertised?.let { runCatching { nsd.unregisterService(it) } }
        advertised = null
        advertisedPort = port
        if (port == null) return
        val info = NsdServiceInfo().apply {
            serviceName = name
            serviceType = SERVICE_TYPE
            setPort(port)
            setAttribute("host", host)
            setAttribute("port", port.toString())
        }
        val listener = Advertising()
        advertised = listener
        nsd.registerService(info, NsdManager.PROTOCOL_DNS_SD, listener)
    }

    fun stop() {
        browse(false)
        advertise("", "", null)
    }

    private inner class Browsing : NsdManager.DiscoveryListener {
        override fun onDiscoveryStarted(serviceType: String) = Unit

        override fun onDiscoveryStopped(serviceType: String) = Unit

        // Not started or not stopped: the Join screen still takes an address typed by hand.
        override fun onStartDiscoveryFailed(serviceType: String, errorCode: Int) {
            main.post { if (browsing === this) browsing = null }
        }

        override fun onStopDiscoveryFailed(serviceType: String, errorCode: Int) = Unit

        override fun onServiceFound(service: NsdServiceInfo) {
            main.post { resolve(service) }
        }

        override fun onServiceLost(service: NsdServiceInfo) {
            main.post {
                resolved.remove(service.serviceName)?.let { (address, port) -> send(Intent.TableGone(address, port.toUShort())) }
            }
        }
    }

    /** On the main thread. */
    private fun resolve(service: NsdServiceInfo) {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.UPSIDE_DOWN_CAKE) {
            nsd.registerServiceInfoCallback(service, { main.post(it) }, Updates())
            return
        }
        waiting.addLast(service)
        resolveNext()
    }

    @Suppress("DEPRECATION") // resolveService: the only way before Android 14.
    private fun resolveNext() {
        if (resolving) return
        val service = waiting.removeFirstOrNull() ?: return
        resolving = true
        nsd.resolveService(
            service,
            object : NsdManager.ResolveListener {
                override fun onResolveFailed(serviceInfo: NsdServiceInfo, errorCode: Int) {
                    main.post {
                        resolving = false
                        resolveNext()
                    }
                }

                override fun onServiceResolved(serviceInfo: NsdServiceInfo) {
                    val address = serviceInfo.host?.hostAddress
                    main.post {
                        resolving = false
                        if (address != null) found(serviceInfo.serviceName, address, serviceInfo.port)
                        resolveNext()
                    }
                }
            },
        )
    }

    /** Android 14 on: a found service's addresses as they come and go. */
    private inner class Updates : NsdManager.ServiceInfoCallback {
        override fun onServiceInfoCallbackRegistrationFailed(errorCode: Int) = Unit

        override fun onServiceUpdated(serviceInfo: NsdServiceInfo) {
            // IPv4 first: the address a person can also read and type.
            val address = serviceInfo.hostAddresses.sortedBy { if (it is java.net.Inet4Address) 0 else 1 }.firstOrNull()?.hostAddress ?: return
            found(serviceInfo.serviceName, address, serviceInfo.port)
        }

        override fun onServiceLost() = Unit

        override fun onServiceInfoCallbackUnregistered() = Unit
    }

    /** On the main thread. */
    private fun found(name: String, address: String, port: Int) {
        if (browsing == null) return
        resolved[name] = address to port
        send(Intent.TableFound(name, address, port.toUShort()))
    }

    private class Advertising : NsdManager.RegistrationListener {
        override fun onServiceRegistered(serviceInfo: NsdServiceInfo) = Unit

        // Not advertised: guests can still type the address or scan the QR code.
        override fun onRegistrationFailed(serviceInfo: NsdServiceInfo, errorCode: Int) = Unit

        override fun onServiceUnregistered(serviceInfo: NsdServiceInfo) = Unit

        override fun onUnregistrationFailed(serviceInfo: NsdServiceInfo, errorCode: Int) = Unit
    }

    private companion object {
        /** The service type both apps use (the iPhone's NSBonjourServices says the same). */
        const val SERVICE_TYPE = "_okey._tcp"
    }
}
