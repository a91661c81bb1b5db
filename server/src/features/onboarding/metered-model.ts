import type { TaskModel } from '../../adapters/ai/ai-services.js';

/**
 * The extraction model, drawing each call from the dater's daily AI quota. A refusal fails the
 * call, so name extraction falls back to its local rule, as it does when the provider is down.
 */
export function meteredModel(model: TaskModel, takeQuota: () => Promise<boolean>): TaskModel {
  return {
    modelName: model.modelName,
    chat: {
      async complete(request) {
        if (!(await takeQuota())) throw new Error('the daily AI quota is used up');
        return model.chat.complete(request);
      },
    },
  };
}
