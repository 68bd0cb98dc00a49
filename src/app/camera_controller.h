#pragma once
// Fly-camera input: WASD / arrow keys move along the view, Space and C move up
// and down, Shift moves faster, the mouse turns the view while the right button
// is held (or while capture is toggled on), the wheel changes the speed.
#include <SDL.h>

#include <algorithm>

#include "session/camera.h"

namespace bsp {

class CameraController {
public:
    // Feeds one SDL event; returns true when the event was used.
    bool handle_event(const SDL_Event& event, Camera& camera);
    // Moves the camera by the keys held now, for a frame of `seconds`.
    void update(Camera& camera, float seconds, bool keyboard_free);

    float speed() const { return speed_; }
    // A newly opened map flies at its game's run speed (Map::run_speed) again.
    void set_speed(float units_per_second) { speed_ = std::clamp(units_per_second, kMinSpeed, kMaxSpeed); }
    bool looking() const { return looking_; }
    void set_capture(bool on);

private:
    static constexpr float kMinSpeed = 16.0f, kMaxSpeed = 8192.0f;
    float speed_ = 320.0f;  // units per second, Quake 3's run speed
    float sensitivity_ = 0.15f;  // degrees per mouse count
    bool looking_ = false;
    bool captured_ = false;
};

}  // namespace bsp
