#pragma once
#include <QComboBox>

namespace fleet::views {

// A combo box narrower than its items ("h100-sxm — NVIDIA H100 SXM5 80GB" in a 1366-px-wide builder) shows
// the current item elided with "…" instead of cut off, says it in full in its tooltip, and opens a list wide
// enough for every item.
class ElidingComboBox : public QComboBox {
    Q_OBJECT
public:
    // An item's shorter text for the closed box when its full text does not fit (the catalog row's name without
    // its id: "Llama 3 70B" rather than "llama3-70b — Llam…"; issue 31).
    static constexpr int kShortTextRole = Qt::UserRole + 7;
    explicit ElidingComboBox(QWidget* parent = nullptr);
    // Set by the owner (the editor's description); the current item's full text is shown above it.
    void setBaseToolTip(const QString& tip);
    // Follows the current item (also after a change with signals blocked).
    void updateToolTip();
    void showPopup() override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_baseToolTip;
};

} // namespace fleet::views
