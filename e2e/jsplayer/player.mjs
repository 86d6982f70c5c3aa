// player.mjs: a Matrix player on Element's own client stack (matrix-js-sdk
// with its Rust crypto), driven by the Go e2e suite (e2e/jsplayer_test.go)
// over JSON lines. Run by `node player.mjs` from .cache/js-player, where
// scripts/js-player.sh installs the pinned packages beside it.
//
// Requests on stdin, one JSON object a line: {"id": 1, "op": "...", ...}.
// Each gets one response on stdout: {"id": 1, "result": ...} or
// {"id": 1, "error": "..."}. Pushed without a request:
// {"event": {...}, "encrypted": bool, "decryption_failure": bool} for every
// timeline event the player sees, in timeline order (an encrypted one as
// m.room.encrypted when it arrives, again each time its decryption changes) and {"ready": true} once. Everything else (the SDK's logs) goes to stderr.
import { createInterface } from "node:readline";
import { format } from "node:util";

// The SDK logs through console; stdout is the protocol's.
for (const level of ["log", "info", "debug", "warn", "error", "trace"]) {
    console[level] = (...args) => process.stderr.write(`[${level}] ${format(...args)}\n`);
}

const sdk = await import("matrix-js-sdk");
const { AllDevicesIsolationMode, OnlySignedDevicesIsolationMode } = await import("matrix-js-sdk/lib/crypto-api/index.js");

let client = null;

// ENCRYPTION is the initial state that makes a new room encrypted.
const ENCRYPTION = { type: "m.room.encryption", state_key: "", content: { algorithm: "m.megolm.v1.aes-sha2" } };

function emit(obj) {
    process.stdout.write(JSON.stringify(obj) + "\n");
}

// pushEvent tells the Go side of an event: its clear type and content in
// the client event format, whether it came encrypted and whether it could
// not be decrypted.
function pushEvent(ev) {
    if (ev.getId()?.startsWith("~")) {
        return; // a local echo of our own send; the remote echo follows
    }
    emit({
        event: {
            room_id: ev.getRoomId(),
            event_id: ev.getId(),
            sender: ev.getSender(),
            type: ev.getType(),
            state_key: ev.getStateKey(),
            content: ev.getContent(),
            origin_server_ts: ev.getTs(),
        },
        encrypted: ev.isEncrypted(),
        decryption_failure: ev.isDecryptionFailure(),
    });
}

// waitFor resolves once check() is true, polling every 50 ms, or rejects
// after ms milliseconds.
async function waitFor(what, ms, check) {
    const deadline = Date.now() + ms;
    for (;;) {
        if (await check()) {
            return;
        }
        if (Date.now() > deadline) {
            throw new Error(`timed out after ${ms} ms waiting for ${what}`);
        }
        await new Promise((r) => setTimeout(r, 50));
    }
}

// roomReady is Element's test before it sends the first message of a DM
// it created (isRoomReady in its createRoomFromLocalRoom): the room is
// known with members joined or invited, its history visibility and its
// encryption; before that, the message would not be encrypted for the
// invitee.
function roomReady(roomId, members) {
    const room = client.getRoom(roomId);
    return (
        room !== null &&
        room.getInvitedAndJoinedMemberCount() === members &&
        room.currentState.getStateEvents("m.room.history_visibility").length > 0 &&
        room.currentState.getStateEvents("m.room.encryption").length > 0
    );
}

const ops = {
    // start logs in with an access token (the device it belongs to),
    // turns on the Rust crypto (keys in memory), sets up cross-signing as
    // Element does at a first login (password for the upload's
    // user-interactive auth) and syncs until prepared.
    async start({ homeserver, user_id, access_token, password }) {
        const probe = sdk.createClient({ baseUrl: homeserver, accessToken: access_token, userId: user_id });
        const who = await probe.whoami();
        client = sdk.createClient({
            baseUrl: homeserver,
            accessToken: access_token,
            userId: user_id,
            deviceId: who.device_id,
        });
        await client.initRustCrypto({ useIndexedDB: false });
        client.on(sdk.RoomEvent.Timeline, (ev, _room, toStartOfTimeline) => {
            if (toStartOfTimeline) {
                return;
            }
            // Every event is pushed as it joins the timeline, so the Go side
            // keeps timeline order; an encrypted one is pushed again (in
            // place) when MatrixEventEvent.Decrypted fires, since
            // decryptions finish in any order.
            pushEvent(ev);
        });
        client.on(sdk.MatrixEventEvent.Decrypted, (ev) => pushEvent(ev));
        // The player's own events: the SDK turns the local echo into the
        // sent event (its real ID) instead of adding the remote echo.
        client.on(sdk.RoomEvent.LocalEchoUpdated, (ev) => {
            if (ev.status === null || ev.status === sdk.EventStatus.SENT) {
                pushEvent(ev);
            }
        });
        // Join every room the player is invited to (a DM the bot opens, a
        // room another player made), as a person would.
        client.on(sdk.RoomMemberEvent.Membership, (_ev, member) => {
            if (member.userId === user_id && member.membership === "invite") {
                client.joinRoom(member.roomId).catch((err) => console.warn("joining", member.roomId, err));
            }
        });
        const prepared = new Promise((resolve) => {
            client.on(sdk.ClientEvent.Sync, (state) => {
                if (state === "PREPARED" || state === "SYNCING") {
                    resolve();
                }
            });
        });
        await client.startClient({ initialSyncLimit: 20 });
        await prepared;
        await client.getCrypto().bootstrapCrossSigning({
            authUploadDeviceSigningKeys: (makeRequest) =>
                makeRequest({ type: "m.login.password", identifier: { type: "m.id.user", user: user_id }, password }),
        });
        return { device_id: who.device_id };
    },

    // create_dm starts a DM as Element does: one createRoom with the
    // invite, is_direct and encryption from the start; then, as soon as the
    // client has synced the room far enough (roomReady), the first message,
    // without waiting for the invitee to join.
    async create_dm({ invitee, text }) {
        const { room_id } = await client.createRoom({
            preset: "trusted_private_chat",
            is_direct: true,
            invite: [invitee],
            initial_state: [ENCRYPTION],
        });
        await waitFor("the new room to sync", 30000, () => roomReady(room_id, 2));
        const { event_id } = await client.sendMessage(room_id, { msgtype: "m.text", body: text });
        return { room_id, event_id };
    },

    // create_room creates a private room encrypted from the start,
    // inviting invite, as Element's "new room" does.
    async create_room({ invite }) {
        const { room_id } = await client.createRoom({
            preset: "private_chat",
            invite,
            initial_state: [ENCRYPTION],
        });
        return { room_id };
    },

    // send sends a text message (encrypted in an encrypted room).
    async send({ room_id, text }) {
        await waitFor("the room to sync", 30000, () => client.getRoom(room_id) !== null);
        const { event_id } = await client.sendMessage(room_id, { msgtype: "m.text", body: text });
        return { event_id };
    },

    // react sends an m.reaction as Element does: never encrypted, even in
    // an encrypted room (matrix-js-sdk's sendEvent leaves reactions clear).
    async react({ room_id, event_id, key }) {
        const content = { "m.relates_to": { rel_type: "m.annotation", event_id, key } };
        const res = await client.sendEvent(room_id, "m.reaction", content);
        return { event_id: res.event_id };
    },

    // devices lists a user's devices as the player's client knows them
    // (fetched from the homeserver first).
    async devices({ user_id }) {
        const crypto = client.getCrypto();
        await crypto.getUserDeviceInfo([user_id], true);
        const map = await crypto.getUserDeviceInfo([user_id], true);
        return [...(map.get(user_id)?.values() ?? [])].map((d) => ({ device_id: d.deviceId, display_name: d.displayName ?? "" }));
    },

    // published_devices lists the devices whose keys user has published,
    // asking the homeserver directly (the client's own view, devices, is
    // not touched, so it stays as Element's would be).
    async published_devices({ user_id }) {
        const res = await client.downloadKeysForUsers([user_id]);
        return Object.keys(res.device_keys?.[user_id] ?? {});
    },

    // device_trust says whether a user's device is signed by its owner's
    // cross-signing key; known is false for a device the client does not know.
    async device_trust({ user_id, device_id }) {
        const crypto = client.getCrypto();
        await crypto.getUserDeviceInfo([user_id], true);
        const st = await crypto.getDeviceVerificationStatus(user_id, device_id);
        if (!st) {
            return { known: false, signed_by_owner: false, cross_signing_verified: false };
        }
        return { known: true, signed_by_owner: st.signedByOwner, cross_signing_verified: st.crossSigningVerified };
    },

    // exclude_insecure is Element's "Never send encrypted messages to
    // unverified devices / exclude insecure devices": with on, only devices
    // signed by their owner get the player's keys and are believed.
    async exclude_insecure({ on }) {
        client.getCrypto().setDeviceIsolationMode(on ? new OnlySignedDevicesIsolationMode() : new AllDevicesIsolationMode(false));
        return {};
    },

    async stop() {
        client?.stopClient();
        return {};
    },
};

const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
    let req;
    try {
        req = JSON.parse(line);
    } catch (err) {
        console.error("bad request line", line, err);
        return;
    }
    const op = ops[req.op];
    if (!op) {
        emit({ id: req.id, error: `unknown op ${req.op}` });
        return;
    }
    try {
        emit({ id: req.id, result: (await op(req)) ?? {} });
    } catch (err) {
        emit({ id: req.id, error: String(err?.stack ?? err) });
    }
});
lines.on("close", () => {
    client?.stopClient();
    process.exit(0);
});
emit({ ready: true });
