#include "app/camera_controller.h"

#include <algorithm>

namespace bsp {

void CameraController::set_capture(bool on) {
    captured_ = on;
    looking_ = on;
    SDL_SetRelativeMouseMode(on ? SDL_TRUE : SDL_FALSE);
}

bool CameraController::handle_event(const SDL_Event& e, Camera& camera) {
    switch (e.type) {
        case SDL_MOUSEBUTTONDOWN:
            if (e.button.button == SDL_BUTTON_RIGHT) {
                looking_ = true;
                SDL_SetRelativeMouseMode(SDL_TRUE);
                return true;
            }
            break;
        case SDL_MOUSEBUTTONUP:
            if (e.button.button == SDL_BUTTON_RIGHT && !captured_) {
                looking_ = false;
                SDL_SetRelativeMouseMode(SDL_FALSE);
                return true;
            }
            break;
        case SDL_MOUSEMOTION:
            if (looking_) {
                camera.yaw -= float(e.motion.xrel) * sensitivity_;
                camera.pitch = std::clamp(camera.pitch + float(e.motion.yrel) * sensitivity_, -89.0f, 89.0f);
                return true;
            }
            break;
        case SDL_MOUSEWHEEL:
            speed_ = std::clamp(speed_ * (e.wheel.y > 0 ? 1.25f : 0.8f), kMinSpeed, kMaxSpeed);
            return true;
        default: break;
    }
    return false;
}

void CameraController::update(Camera& camera, float seconds, bool keyboard_free) {
    if (!keyboard_free) return;
    const Uint8* keys = SDL_GetKeyboardState(nullptr);
    // Movement follows the view on the horizontal plane and the view direction
    // itself for forward/back, like a noclip spectator.
    glm::vec3 move(0);
    if (keys[SDL_SCANCODE_W] || keys[SDL_SCANCODE_UP]) move += camera.forward();
    if (keys[SDL_SCANCODE_S] || keys[SDL_SCANCODE_DOWN]) move -= camera.forward();
    if (keys[SDL_SCANCODE_D] || keys[SDL_SCANCODE_RIGHT]) move += camera.right();
    if (keys[SDL_SCANCODE_A] || keys[SDL_SCANCODE_LEFT]) move -= camera.right();
    if (keys[SDL_SCANCODE_SPACE]) move += glm::vec3(0, 0, 1);
    if (keys[SDL_SCANCODE_C]) move -= glm::vec3(0, 0, 1);
    if (glm::length(move) < 1e-4f) return;
    const bool fast = keys[SDL_SCANCODE_LSHIFT] || keys[SDL_SCANCODE_RSHIFT];
    camera.position += glm::normalize(move) * speed_ * (fast ? 3.0f : 1.0f) * seconds;
}

}  // namespace bsp
